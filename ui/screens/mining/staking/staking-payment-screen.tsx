/**
 * /mining/staking/paymentMethod (seed 001 §2): a paid period's fee through the one purchase flow
 * (internal balance, Stars, external wallet, the fee in TON or Stars). The server stakes when the
 * fee is paid; closing the sheet unpaid returns to the form.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { stakingPurchase } from '../../../../domain/mining/staking/purchase';
import { selectStakingView } from '../../../../domain/mining/staking/selectors';
import { PurchaseSheet } from '../../../machines/purchase-context';
import { sameData } from '../../../machines/same-data';
import { StakeSummary } from './stake-summary';
import { StakingContext } from './staking-context';
import { stakingFeeRefunded, stakingRefusal } from './staking-refusal';
import styles from './staking.module.css';

export function StakingPaymentScreen() {
  const view = StakingContext.useSelector(selectStakingView, sameData);
  const actor = StakingContext.useActorRef();
  const { t } = useLingui();
  const purchase = useMemo(() => (view.amount && view.period ? stakingPurchase(view.amount, view.period) : null), [view.amount, view.period]);
  const wording = useMemo(
    () => ({
      intro: t`Pay the period’s fee: the stake is made once it is paid.`,
      failureTitle: t`The deposit failed`,
      success: t`The fee is paid and your SWITCH are staked.`,
      refusal: stakingRefusal,
      refunded: stakingFeeRefunded,
    }),
    [t],
  );
  const onPaid = useCallback(() => actor.send({ type: 'fee.paid' }), [actor]);
  const onPending = useCallback((intentId: string | null) => actor.send({ type: 'fee.pending', intentId }), [actor]);
  return (
    <section className={styles.screen} aria-labelledby="staking-payment-title" data-testid="staking-payment">
      <h1 id="staking-payment-title">
        <Trans>How to pay the fee</Trans>
      </h1>
      <StakeSummary view={view} />
      {purchase && view.step === 'payment-method' ? (
        <PurchaseSheet
          purchase={purchase}
          title={<Trans>Staking fee</Trans>}
          wording={wording}
          testId="staking-fee"
          onClose={() => actor.send({ type: 'payment.back' })}
          onPaid={onPaid}
          onPending={onPending}
        />
      ) : null}
    </section>
  );
}
