/**
 * A deposit's receipt: the exact unlock instant in UTC and in the user's time zone, what it will
 * have earned by then, and the rate after the fee paid; a 100-year lock says plainly what it means.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { aprAfterFee } from '../../../../domain/mining/staking/rules';
import type { StakingDeposit } from '../../../../domain/mining/staking/types';
import { formatTokenAmount } from '../../../../domain/money/format';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import styles from './staking.module.css';
import { Unbroken } from '../../../components/unbroken';

const ratePercent = (fraction: string): string => formatTokenAmount(String(Number(fraction) * 100), 2);

/** A date and its time, the time kept on one line ("11:26 AM" never parts at 412 px: issue 41). */
function DateTime({ format, at }: { format: Intl.DateTimeFormat; at: Date }) {
  // The text is format()'s (which may space "AM" unlike formatToParts); the parts say where the time starts.
  const full = format.format(at);
  const parts = format.formatToParts(at);
  const hour = parts.findIndex((part) => part.type === 'hour');
  if (hour < 0) return <>{full}</>;
  const cut = parts
    .slice(0, hour)
    .map((part) => part.value)
    .join('').length;
  return (
    <>
      {full.slice(0, cut)}
      <Unbroken>{full.slice(cut)}</Unbroken>
    </>
  );
}

export function DepositReceipt({ deposit }: { deposit: StakingDeposit }) {
  const { i18n } = useLingui();
  const ended = new Date(deposit.dttmEnded);
  const utc = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' });
  const local = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' });
  const earned = formatTokenAmount(deposit.rewardAtEnd, 4);
  const rate = ratePercent(aprAfterFee(deposit));
  const years = ended.getUTCFullYear();
  return (
    <div className={styles.receiptBox} data-testid="staking-receipt">
      <SummaryList look="plain">
        <SummaryRow label={<Trans>Unlocks (UTC)</Trans>} testId="staking-receipt-utc">
          <DateTime format={utc} at={ended} />
        </SummaryRow>
        <SummaryRow label={<Trans>Unlocks (your time)</Trans>} testId="staking-receipt-local">
          <DateTime format={local} at={ended} />
        </SummaryRow>
        <SummaryRow label={<Trans>Earned by then</Trans>} testId="staking-receipt-earned">
          <Unbroken>{earned} SWITCH</Unbroken>
        </SummaryRow>
        <SummaryRow label={<Trans>APR after the fee</Trans>} testId="staking-receipt-apr">
          {rate}%
        </SummaryRow>
      </SummaryList>
      {deposit.period === '100y' ? (
        <p className={styles.receipt} data-testid="staking-receipt-century">
          <Trans>This stake stays locked for 100 years, until {years}: nobody alive today can expect to claim it back. Its reward is credited to your mined SWITCH every hour meanwhile.</Trans>
        </p>
      ) : null}
    </div>
  );
}
