/**
 * The only place where the payment and purchase machines meet the ports. Every purpose pays
 * through the same calls (PaymentApi, keyed by purpose), so a new purpose needs no code here.
 */
import { assign, fromPromise, sendParent } from 'xstate';
import type { CallOptions } from '../shared/call-options';
import type { ExternalWallet } from '../shared/external-wallet';
import { keptIdempotencyKey, randomIdempotencyKey, type IdempotencyOptions } from '../shared/idempotency';
import type { Messenger } from '../shared/messenger';
import { confirmMoneyActor, type ConfirmMoney } from '../shared/biometric-gate';
import { paymentMachine } from './machine';
import type { PaymentApi } from './port';
import { purchaseMachine } from './purchase-machine';

export interface PaymentPorts {
  readonly paymentApi: PaymentApi;
  /** The biometric gate before a payment from the balance; absent means off. */
  readonly confirmMoney?: ConfirmMoney | undefined;
  readonly messenger: Pick<Messenger, 'native'>;
  readonly externalWallet: ExternalWallet;
}

export function providePayment(ports: PaymentPorts) {
  const api = ports.paymentApi;
  return paymentMachine.provide({
    actors: {
      // No abort signal on value-moving calls: leaving the sheet must not cut a payment in half.
      checkInternal: fromPromise(({ input }) => api.checkInternal(input.purchase, input.payment)),
      payInternal: fromPromise(({ input }) => api.payInternal(input.purchase, input.payment, { idempotencyKey: input.idempotencyKey })),
      createInvoice: fromPromise(({ input }) => api.starsInvoice(input.purchase, { idempotencyKey: input.idempotencyKey })),
      openInvoice: fromPromise(async ({ input }) => (await ports.messenger.native())?.openInvoice(input.link) ?? 'failed'),
      createTransaction: fromPromise(({ input }) => api.externalTransaction(input.purchase, { idempotencyKey: input.idempotencyKey })),
      connectWallet: fromPromise(async () => {
        if (!ports.externalWallet.connected) await ports.externalWallet.connect();
      }),
      sendTransaction: fromPromise(async ({ input }) => {
        await ports.externalWallet.sendTransaction(input.transaction);
      }),
      readIntent: fromPromise(({ input, signal }) => api.intent(input.intentId, { signal } satisfies CallOptions)),
    },
  });
}

/** A purchase of any purpose: its offer, its internal quote, and the payment flow as a child. */
export function providePurchase(ports: PaymentPorts, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('purchase');
  const api = ports.paymentApi;
  return purchaseMachine.provide({
    actors: {
      loadOffer: fromPromise(({ input, signal }) => api.offer(input.purchase, { signal })),
      quoteInternal: fromPromise(({ input, signal }) => api.checkInternal(input.purchase, input.payment, { signal })),
      // The child tells this machine the intent it pays, so a sheet closed meanwhile can follow it.
      payment: providePayment(ports).provide({ actions: { announceIntent: sendParent((_, params: { readonly intentId: string }) => ({ type: 'payment.intent', intentId: params.intentId })) } }),
      confirmMoney: confirmMoneyActor(ports.confirmMoney),
    },
    actions: {
      keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => keptIdempotencyKey(context.idempotencyKey, newKey) }),
    },
  });
}
