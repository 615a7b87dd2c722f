/**
 * The burn modal (seed 001 §4 "Burn modal", §5, §8): read the burn rate (/burn/config), enter
 * an amount, submit, then the success view with the burned amount and the new speed.
 *
 * - The burn carries an idempotency key made at the first submit of an amount and reused by a
 *   retry of the same amount, so a lost answer retried burns once; changing the amount is a new
 *   burn and a new key. A second tap while burning does nothing.
 * - Refusals are typed (failure.ts); the screen words them and selectors.ts says which offer a swap.
 *
 * Each state's tags name what the screen shows (selectors.ts reads them, never state names).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { canonicalAmount, sanitizeAmountInput } from '../../money/amount-input';
import type { ApiFailure } from '../../shared/api-failure';
import { failureOfEvent, failureParamsOf } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import type { BurnCall, BurnContext, ReceivedBurn } from './context';
import type { BurnEvent } from './events';
import { burnFailureOf } from './failure';
import { burnGuards } from './guards';
import { DEFAULT_MIN_BURN } from './rules';
import type { BurnOffer } from './types';

export const burnMachine = setup({
  types: {} as { context: BurnContext; events: BurnEvent },
  actors: {
    loadConfig: fromPromise<BurnOffer>(notProvided),
    burn: fromPromise<ReceivedBurn, BurnCall>(notProvided),
  },
  actions: {
    logFailure: (_, _params: { readonly what: 'config' | 'burn'; readonly failure: ApiFailure }) => notProvided(),
    /** Keeps this burn's key, or makes one (provide.ts). */
    keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? notProvided() }),
    changeAmount: assign(({ context, event }) => {
      if (event.type !== 'amount.change') return {};
      const amountText = sanitizeAmountInput(event.value);
      // Another amount is another burn: a new key, and the last refusal no longer applies.
      return amountText === context.amountText ? {} : { amountText, idempotencyKey: null, failure: null };
    }),
  },
  guards: burnGuards,
}).createMachine({
  id: 'burn',
  context: { amountText: '', rate: null, minAmount: DEFAULT_MIN_BURN, gasTon: null, configFailure: null, failure: null, idempotencyKey: null, burned: null },
  initial: 'loadingConfig',
  states: {
    loadingConfig: {
      description: 'Reading the burn rate, minimum and gas from the server.',
      tags: ['loading', 'loading-config'],
      entry: assign({ configFailure: null }),
      on: { 'amount.change': { actions: 'changeAmount' } },
      invoke: {
        src: 'loadConfig',
        onDone: { target: 'editing', actions: assign(({ event }) => ({ rate: event.output.rate, minAmount: event.output.minAmount, gasTon: event.output.gasTon })) },
        onError: [
          { guard: 'isAborted', target: 'configFailed' },
          { target: 'configFailed', actions: [assign({ configFailure: failureOfEvent }), { type: 'logFailure', params: failureParamsOf('config') }] },
        ],
      },
    },
    configFailed: {
      description: 'Without the rate the reward cannot be shown; the screen offers a retry.',
      tags: ['config-failed'],
      on: { 'config.retry': 'loadingConfig', 'amount.change': { actions: 'changeAmount' } },
    },
    editing: {
      description: 'The user types an amount; submit is possible from the minimum up.',
      tags: ['editing'],
      on: {
        'amount.change': { actions: 'changeAmount' },
        'burn.submit': { guard: 'canBurn', target: 'burning' },
      },
    },
    burning: {
      description: "/burnPunks with this burn's key; taps meanwhile do nothing.",
      tags: ['burning'],
      entry: ['keepIdempotencyKey', assign({ failure: null })],
      invoke: {
        src: 'burn',
        input: ({ context }) => ({ amount: canonicalAmount(context.amountText) ?? '0', idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: { target: 'done', actions: assign({ burned: ({ event }) => event.output, idempotencyKey: null }) },
        onError: [
          { guard: 'isAborted', target: 'editing' },
          {
            target: 'editing',
            actions: [assign({ failure: ({ event }) => burnFailureOf(event.error) }), { type: 'logFailure', params: failureParamsOf('burn') }],
          },
        ],
      },
    },
    done: {
      type: 'final',
      description: 'The success view: the burned amount and the new speed.',
      tags: ['done'],
    },
  },
});

export type BurnSnapshot = SnapshotFrom<typeof burnMachine>;
