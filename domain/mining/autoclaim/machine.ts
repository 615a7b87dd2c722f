/**
 * Buying autoclaim (seed 001 §4 "Autoclaim", §5 "Autoclaim transfer"): the sheet loads the prices
 * from the server's configuration, the user picks a way (the internal one first shows the transfer
 * to confirm), and the payment flow (domain/payment) runs as a child actor.
 *
 * Exactly once: the idempotency key is made when the user commits to a way and kept while its
 * outcome is unknown, so a retry after a lost answer is the same payment; a definite outcome (paid,
 * refused, cancelled) ends that action, and the next press is a new one with a new key. Taps while
 * a payment runs are not handled at all, so a double tap pays once.
 */
import { assign, fromPromise, setup } from 'xstate';
import { keepsKeyAfter } from '../../payment/failure';
import { paymentMachine } from '../../payment/machine';
import type { PaymentFailure, PaymentInput, PaymentOutput, PaymentWay } from '../../payment/types';
import { notProvided } from '../../shared/not-provided';
import type { MiningConfig } from '../types';

export interface AutoclaimInput {
  /** The wallet account the internal way pays from. */
  readonly accountIndex: number;
}

/** What the sheet shows: the server's prices and where the internal transfer goes. */
export interface AutoclaimOffer {
  readonly tonPrice: string;
  readonly starsPrice: number;
  readonly treasuryAddress: string;
}

export interface AutoclaimContext {
  readonly accountIndex: number;
  readonly offer: AutoclaimOffer | null;
  readonly way: PaymentWay | null;
  /** The current action's key: made on commit, kept while the outcome is unknown. */
  readonly idempotencyKey: string | null;
  readonly failure: PaymentFailure | null;
  readonly activatesAt: string | null;
}

export type AutoclaimEvent =
  | { readonly type: 'way.choose'; readonly way: PaymentWay }
  | { readonly type: 'transfer.confirm' }
  | { readonly type: 'choice.back' }
  | { readonly type: 'payment.retry' }
  | { readonly type: 'offer.retry' };

export const autoclaimMachine = setup({
  types: {} as { context: AutoclaimContext; events: AutoclaimEvent; input: AutoclaimInput },
  actors: {
    loadConfig: fromPromise<MiningConfig, void>(notProvided),
    payment: paymentMachine,
  },
  actions: {
    keepIdempotencyKey: notProvided,
    chooseWay: assign({ way: ({ event }) => (event.type === 'way.choose' ? event.way : null), failure: null }),
    forgetAction: assign({ way: null, idempotencyKey: null, failure: null }),
  },
  guards: {
    isInternal: ({ event }) => event.type === 'way.choose' && event.way === 'internal',
    isPaid: ({ event }) => (event as unknown as { readonly output: PaymentOutput }).output.ok,
  },
}).createMachine({
  id: 'autoclaim',
  context: ({ input }) => ({ accountIndex: input.accountIndex, offer: null, way: null, idempotencyKey: null, failure: null, activatesAt: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the prices and the treasury from the server.',
      invoke: {
        src: 'loadConfig',
        onDone: {
          target: 'choosing',
          actions: assign({
            offer: ({ event }) => ({
              tonPrice: event.output.autoclaim.tonPrice,
              starsPrice: event.output.autoclaim.starsPrice,
              treasuryAddress: event.output.treasuryAddress,
            }),
          }),
        },
        onError: 'offerFailed',
      },
    },
    offerFailed: {
      description: 'The prices could not be read; nothing can be bought without them.',
      on: { 'offer.retry': 'loading' },
    },
    choosing: {
      description: 'Three ways: from the wallet, with Stars, or from an external wallet.',
      on: {
        'way.choose': [
          { guard: 'isInternal', target: 'confirming', actions: 'chooseWay' },
          { target: 'paying', actions: ['chooseWay', 'keepIdempotencyKey'] },
        ],
      },
    },
    confirming: {
      description: 'The transfer from the wallet to the treasury, shown for confirmation.',
      on: {
        'transfer.confirm': { target: 'paying', actions: 'keepIdempotencyKey' },
        'choice.back': { target: 'choosing', actions: 'forgetAction' },
      },
    },
    paying: {
      description: 'The payment flow runs; no choice or tap is taken meanwhile.',
      invoke: {
        src: 'payment',
        input: ({ context }): PaymentInput => ({
          purpose: 'autoclaim',
          way: context.way ?? 'internal',
          idempotencyKey: context.idempotencyKey ?? '',
          transfer: context.offer ? { to: context.offer.treasuryAddress, amount: context.offer.tonPrice, accountIndex: context.accountIndex } : undefined,
        }),
        onDone: [
          {
            guard: 'isPaid',
            target: 'activated',
            actions: assign({
              activatesAt: ({ event }) => (event.output.ok ? event.output.activatesAt : null),
              idempotencyKey: null,
            }),
          },
          {
            target: 'failed',
            actions: assign({
              failure: ({ event }) => (event.output.ok ? null : event.output.failure),
              idempotencyKey: ({ context, event }) => (!event.output.ok && keepsKeyAfter(event.output.failure) ? context.idempotencyKey : null),
            }),
          },
        ],
      },
    },
    failed: {
      description: 'The payment did not complete; retry the same way, or go back to the choice.',
      on: {
        'payment.retry': { target: 'paying', actions: ['keepIdempotencyKey', assign({ failure: null })] },
        'choice.back': { target: 'choosing', actions: 'forgetAction' },
      },
    },
    activated: {
      type: 'final',
      description: 'Paid: autoclaim takes effect within the activation delay (up to 1 hour).',
    },
  },
});
