/** What a stake will be: amount, period, stake, balance after and fee (the confirmation and the payment method). */
import { Trans } from '@lingui/react/macro';
import type { StakingView } from '../../../../domain/mining/staking/selectors';
import { formatTokenAmount } from '../../../../domain/money/format';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { FeeText } from './fee-text';
import { useStakingWords } from './staking-messages';
import { Unbroken } from '../../../components/unbroken';

export function StakeSummary({ view }: { view: StakingView }) {
  const words = useStakingWords();
  const amount = formatTokenAmount(view.amount ?? '0', 2);
  const after = formatTokenAmount(view.balanceAfter, 2);
  return (
    <SummaryList testId="staking-summary">
      <SummaryRow label={<Trans>Amount</Trans>} testId="staking-summary-amount">
        <Unbroken><Unbroken>{amount} SWITCH</Unbroken></Unbroken>
      </SummaryRow>
      <SummaryRow label={<Trans>Period</Trans>} testId="staking-summary-period">
        {view.period ? words.period(view.period) : null}
      </SummaryRow>
      <SummaryRow label={<Trans>Stake amount</Trans>}><Unbroken>{amount} SWITCH</Unbroken></SummaryRow>
      <SummaryRow label={<Trans>Balance after</Trans>} testId="staking-summary-after">
        <Unbroken><Unbroken>{after} SWITCH</Unbroken></Unbroken>
      </SummaryRow>
      <SummaryRow label={<Trans>Fee</Trans>} testId="staking-summary-fee">
        {view.config ? <FeeText config={view.config} bare /> : null}
      </SummaryRow>
    </SummaryList>
  );
}
