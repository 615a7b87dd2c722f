/**
 * The staked SBT on the deposits screen (seed 001 §2, §3 "Staked SBT", §8 "SBT wallet"): the claim
 * card when an SBT is offered (the first deposit of 5000 or more whose period has none, else
 * 'all-in' for locking at least 96 % of the balance), the SBTs already minted, and the drawer: the
 * one purchase flow, external wallet only, whose failure says the seed's 'Error while connecting
 * wallet or receiving transaction for SBT'. The server mints it when the signed transaction lands.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { SbtPeriod } from '../../../../domain/mining/staking/rules';
import { sbtPurchase } from '../../../../domain/mining/staking/sbt-purchase';
import type { DepositsView } from '../../../../domain/mining/staking/selectors';
import { PurchaseSheet } from '../../../machines/purchase-context';
import { useStakingWords } from './staking-messages';
import { stakingRefusal } from './staking-refusal';
import styles from './staking.module.css';

function useSbtName(): (period: SbtPeriod) => string {
  const words = useStakingWords();
  const { t } = useLingui();
  return (period) => (period === 'all-in' ? t`All-in` : words.period(period));
}

export function SbtCard({ view, onOpen }: { view: DepositsView; onOpen: () => void }) {
  const name = useSbtName();
  const minted = view.sbtsMinted.map(name).join(', ');
  return (
    <>
      {view.sbt ? (
        <button type="button" className={styles.card} aria-haspopup="dialog" onClick={onOpen} data-testid="staking-sbt-card">
          <span className={styles.row}>
            <strong>
              <Trans>Soulbound token</Trans>
            </strong>
            <span>{name(view.sbt)}</span>
          </span>
          <span>
            {view.sbt === 'all-in' ? (
              <Trans>You have locked almost all your SWITCH: claim the all-in token with your wallet.</Trans>
            ) : (
              <Trans>Your deposit of 5000 SWITCH or more earned a token: claim it with your wallet.</Trans>
            )}
          </span>
        </button>
      ) : null}
      {minted ? (
        <p className={styles.hint} data-testid="staking-sbt-minted">
          <Trans>Your soulbound tokens: {minted}</Trans>
        </p>
      ) : null}
    </>
  );
}

export function SbtDrawer({ period, onClose, onMinted }: { period: SbtPeriod; onClose: () => void; onMinted: () => void }) {
  const { t } = useLingui();
  const name = useSbtName();
  const purchase = useMemo(() => sbtPurchase(period), [period]);
  const label = name(period);
  const wording = useMemo(
    () => ({
      intro: t`The ${label} soulbound token is minted to your wallet once its transaction arrives. Sign it in your wallet; it pays the mint.`,
      failureTitle: t`Error while connecting wallet or receiving transaction for SBT`,
      success: t`Your soulbound token is minted.`,
      refusal: stakingRefusal,
    }),
    [t, label],
  );
  return <PurchaseSheet purchase={purchase} title={<Trans>Soulbound token</Trans>} wording={wording} testId="staking-sbt" onClose={onClose} onPaid={onMinted} />;
}
