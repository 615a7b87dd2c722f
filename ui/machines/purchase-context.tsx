/**
 * One purchase in a bottom sheet, whatever the purpose (autoclaim, the staking fee, proof of
 * humanity, a donation, the soulbound token): the purchase machine (domain/payment) started fresh
 * on every opening, with the ports meeting it here, and the shared purchase panel
 * (ui/components/payment) rendering its view. A feature supplies the purchase, its title and
 * wording; closing after payment tells it so (`onPaid`), so it can read the server again.
 */
import { useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { purchaseMachine, type PurchaseInput } from '../../domain/payment/purchase-machine';
import { selectPurchaseHoldsInput, selectPurchaseView } from '../../domain/payment/purchase-selectors';
import { useClosingConfirmation } from '../components/amount-field';
import { providePurchase } from '../../domain/payment/provide';
import type { Purchase } from '../../domain/payment/types';
import { BottomSheet } from '../components/bottom-sheet';
import { PurchasePanel, type PurchaseActions, type PurchaseWording } from '../components/payment/purchase-panel';
import { withConfirmMoney } from '../../domain/shared/biometric-gate';
import { useConfirmMoney } from '../components/biometric-notice';
import { usePorts } from '../ports-context';
import { createInspectableActorContext } from './actor-context';
import { sameData } from './same-data';

export const PurchaseContext = createInspectableActorContext(purchaseMachine);

export interface PurchaseSheetProps {
  readonly purchase: Purchase;
  readonly title: ReactNode;
  readonly wording: PurchaseWording;
  /** Prefix of the sheet's test ids. */
  readonly testId: string;
  readonly onClose: () => void;
  /** Closed after the server recorded the payment. */
  readonly onPaid: () => void;
  /**
   * The intent being paid once the server has made it, and null when no longer paying: a feature
   * that must learn the outcome even if the sheet is closed meanwhile (a Stars invoice may be paid
   * after it is gone) follows the last one it was told.
   */
  readonly onPending?: ((intentId: string | null) => void) | undefined;
}

function PurchaseFrame({ title, wording, testId, onClose, onPaid, onPending }: Omit<PurchaseSheetProps, 'purchase'>) {
  const actor = PurchaseContext.useActorRef();
  const view = PurchaseContext.useSelector(selectPurchaseView, sameData);
  const pendingIntentId = view.pendingIntentId;
  useClosingConfirmation(PurchaseContext.useSelector(selectPurchaseHoldsInput));
  useEffect(() => {
    onPending?.(pendingIntentId);
  }, [pendingIntentId, onPending]);
  const close = view.step === 'paid' ? onPaid : onClose;
  const actions = useMemo<PurchaseActions>(
    () => ({
      chooseWay: (way) => actor.send({ type: 'way.choose', way }),
      confirm: () => actor.send({ type: 'payment.confirm' }),
      back: () => actor.send({ type: 'choice.back' }),
      retry: () => actor.send({ type: 'payment.retry' }),
      retryOffer: () => actor.send({ type: 'offer.retry' }),
      done: close,
    }),
    [actor, close],
  );
  return (
    <BottomSheet title={title} onClose={close}>
      <PurchasePanel view={view} wording={wording} actions={actions} testId={testId} />
    </BottomSheet>
  );
}

export function PurchaseSheet({ purchase, ...frame }: PurchaseSheetProps) {
  const ports = usePorts();
  const accountIndex = useSearch({ strict: false, select: (search) => search.selectedWalletIndex ?? 0 });
  const [input] = useState<PurchaseInput>(() => ({ purchase, accountIndex }));
  const confirmMoney = useConfirmMoney();
  const [logic] = useState(() => providePurchase(withConfirmMoney(ports, confirmMoney)));
  return (
    <PurchaseContext.Provider logic={logic} options={{ input }}>
      <PurchaseFrame {...frame} />
    </PurchaseContext.Provider>
  );
}
