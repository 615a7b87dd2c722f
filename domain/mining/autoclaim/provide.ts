/** The only place where the autoclaim machine meets the ports. */
import { assign, fromPromise } from 'xstate';
import type { Ports } from '../../ports';
import { keptIdempotencyKey, randomIdempotencyKey, type IdempotencyOptions } from '../../shared/idempotency';
import { providePayment } from '../../payment/provide';
import type { PaymentCalls } from '../../payment/types';
import type { MiningApi } from '../port';
import { autoclaimMachine } from './machine';

/** Autoclaim's calls for the payment flow: the purpose supplies its own, the flow is shared. */
export function autoclaimPaymentCalls(miningApi: MiningApi): PaymentCalls {
  return {
    transfer: (request, options) => miningApi.autoclaimTransfer(request, options),
    starsInvoice: (options) => miningApi.starsAutoclaim(options),
    externalTransaction: (options) => miningApi.externalAutoclaim(options),
    intent: (intentId, options) => miningApi.paymentIntent({ intentId }, options),
  };
}

export function provideAutoclaim(ports: Pick<Ports, 'miningApi' | 'messenger' | 'externalWallet'>, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('autoclaim');
  return autoclaimMachine.provide({
    actors: {
      loadConfig: fromPromise(({ signal }) => ports.miningApi.config({ signal })),
      payment: providePayment(ports, autoclaimPaymentCalls(ports.miningApi)),
    },
    actions: {
      keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => keptIdempotencyKey(context.idempotencyKey, newKey) }),
    },
  });
}
