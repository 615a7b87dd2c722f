/**
 * The only place where the payment flow meets the ports. The purpose's own calls come in
 * `calls` (its transfer, invoice, transaction and intent reads), so every purchase pays the same way.
 */
import { fromPromise } from 'xstate';
import type { ExternalWallet, Messenger } from '../ports';
import { ApiError } from '../shared/api-failure';
import { paymentMachine } from './machine';
import type { PaymentCalls } from './types';

export interface PaymentPorts {
  readonly messenger: Pick<Messenger, 'openInvoice'>;
  readonly externalWallet: ExternalWallet;
}

/** A way the purpose does not offer: refused like an unknown server refusal, never sent anywhere. */
function missingWay(way: string): never {
  throw new ApiError({ type: 'contract', detail: `this purchase cannot be paid by ${way}` });
}

export function providePayment(ports: PaymentPorts, calls: PaymentCalls) {
  return paymentMachine.provide({
    actors: {
      // No abort signal on value-moving calls: leaving the sheet must not cut a payment in half.
      transfer: fromPromise(({ input }) =>
        (calls.transfer ?? missingWay('transfer'))(input.request, { idempotencyKey: input.idempotencyKey }),
      ),
      createInvoice: fromPromise(({ input }) => (calls.starsInvoice ?? missingWay('stars'))({ idempotencyKey: input.idempotencyKey })),
      openInvoice: fromPromise(({ input }) => ports.messenger.openInvoice(input.link)),
      createTransaction: fromPromise(({ input }) =>
        (calls.externalTransaction ?? missingWay('external wallet'))({ idempotencyKey: input.idempotencyKey }),
      ),
      connectWallet: fromPromise(async () => {
        if (!ports.externalWallet.connected) await ports.externalWallet.connect();
      }),
      sendTransaction: fromPromise(async ({ input }) => {
        await ports.externalWallet.sendTransaction(input.transaction);
      }),
      readIntent: fromPromise(({ input, signal }) => calls.intent(input.intentId, { signal })),
    },
  });
}
