/**
 * The burn modal (seed 001 §4 "Burn modal", §5, §8): read the burn rate (/mining/config), enter
 * an amount, submit, then the success view with the burned amount and the new speed.
 *
 * - The burn carries an idempotency key made at the first submit of an amount and reused by a
 *   retry of the same amount, so a lost answer retried burns once; changing the amount is a new
 *   burn and a new key. A second tap while burning does nothing.
 * - Refusals are typed: 4002 'not-enough-punk' and 4003 'not-enough-gas' (the screen shows their
 *   message and a go-to-swap button); any other failure is the generic server error.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { canonicalAmount, sanitizeAmountInput } from '../../money/amount-input';
import type { DecimalString } from '../../money/types';
import { failureOf, type ApiFailure } from '../../shared/api-failure';
import { failureOfEvent, failureParamsOf, isAborted } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import type { BurnOffer, BurnReceipt } from './types';
import { burnAmountProblem, burnRewardText, DEFAULT_MIN_BURN, type BurnAmountProblem } from './rules';

export type BurnFailure =
  | { readonly type: 'not-enough-punk'; readonly message: string }
  | { readonly type: 'not-enough-gas'; readonly message: string }
  | { readonly type: 'server' };

/** The typed failure of a burn call. */
export function burnFailureOf(error: unknown): BurnFailure {
  const failure = failureOf(error);
  if (failure.type === 'rejected' && (failure.code === 'not-enough-punk' || failure.code === 'not-enough-gas')) {
    return { type: failure.code, message: failure.message };
  }
  return { type: 'server' };
}

/** A burn answer with the device-clock instant it arrived (the mining home's projection needs it). */
export interface ReceivedBurn {
  readonly receipt: BurnReceipt;
  readonly receivedAt: number;
}

export interface BurnContext {
  readonly amountText: string;
  readonly rate: DecimalString | null;
  readonly minAmount: DecimalString;
  /** TON the burn costs as gas (seed 001 §9: 0.005), or null while unknown. */
  readonly gasTon: DecimalString | null;
  readonly configFailure: ApiFailure | null;
  readonly failure: BurnFailure | null;
  readonly idempotencyKey: string | null;
  readonly burned: ReceivedBurn | null;
}

export type BurnEvent = { readonly type: 'amount.change'; readonly value: string } | { readonly type: 'burn.submit' } | { readonly type: 'config.retry' };

export interface BurnCall {
  readonly amount: DecimalString;
  readonly idempotencyKey: string;
}

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
  guards: {
    isAborted,
    canBurn: ({ context }) => burnAmountProblem(context.amountText, context.minAmount) === null,
  },
}).createMachine({
  id: 'burn',
  context: { amountText: '', rate: null, minAmount: DEFAULT_MIN_BURN, gasTon: null, configFailure: null, failure: null, idempotencyKey: null, burned: null },
  initial: 'loadingConfig',
  states: {
    loadingConfig: {
      description: 'Reading the burn rate and minimum from the mining configuration.',
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
      on: { 'config.retry': 'loadingConfig', 'amount.change': { actions: 'changeAmount' } },
    },
    editing: {
      description: 'The user types an amount; submit is possible from the minimum up.',
      on: {
        'amount.change': { actions: 'changeAmount' },
        'burn.submit': { guard: 'canBurn', target: 'burning' },
      },
    },
    burning: {
      description: '/burnPunks with this burn\'s key; taps meanwhile do nothing.',
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
    },
  },
});

export type BurnSnapshot = SnapshotFrom<typeof burnMachine>;

export interface BurnView {
  readonly amountText: string;
  readonly problem: BurnAmountProblem | null;
  readonly minAmount: DecimalString;
  /** SWITCH/h the burn would add, or null while the rate is unknown. */
  readonly reward: string | null;
  readonly gasTon: DecimalString | null;
  readonly status: 'loading' | 'config-failed' | 'editing' | 'burning' | 'done';
  readonly canSubmit: boolean;
  readonly failure: BurnFailure | null;
  readonly burnedAmount: DecimalString | null;
  readonly newSpeed: DecimalString | null;
}

export function selectBurnView(snapshot: BurnSnapshot): BurnView {
  const { context } = snapshot;
  const status = snapshot.matches('loadingConfig')
    ? 'loading'
    : snapshot.matches('configFailed')
      ? 'config-failed'
      : snapshot.matches('burning')
        ? 'burning'
        : snapshot.matches('done')
          ? 'done'
          : 'editing';
  return {
    amountText: context.amountText,
    problem: burnAmountProblem(context.amountText, context.minAmount),
    minAmount: context.minAmount,
    reward: context.rate === null ? null : burnRewardText(context.amountText, context.rate),
    gasTon: context.gasTon,
    status,
    canSubmit: snapshot.can({ type: 'burn.submit' }),
    failure: context.failure,
    burnedAmount: context.burned?.receipt.burnedAmount ?? null,
    newSpeed: context.burned?.receipt.mining.speed ?? null,
  };
}
