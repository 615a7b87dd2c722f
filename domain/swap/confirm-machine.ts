/**
 * The /confirmSwap screen's button (seed 000 §4): presses are debounced 500 ms, so a burst submits
 * once; the swap is executed with ONE idempotency key per confirmation, created when the first
 * submission starts and kept for every retry, so a retried or failed-over swap executes at most
 * once. On success the app closes; on failure the typed failure is kept and a press retries.
 *
 * The quote may be refreshed while the summary is read ('quote.update', from the swap machine):
 * a new quote is a new confirmation (a new key), and one that moved by more than the warning
 * threshold refuses presses until the user has looked again. Updates are ignored once a press is
 * on its way; the swap machine holds its refresh meanwhile.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../shared/api-failure';
import { failureOfEvent, failureParams } from '../shared/failures';
import { notProvided } from '../shared/not-provided';
import { tonSwapRequest, type QuoteKind } from './quote-request';
import type { Quote, SwapResult, TonSwapRequest } from './types';
import { unitsToDecimal } from '../money/units';
import { biometricGateState, biometricGuards, confirmMoneyLogic, refusalOfEvent, type BiometricGateContext, type BiometricRefusal, type MoneyReason } from '../shared/biometric-gate';

export const CONFIRM_DEBOUNCE_MS = 500;

export interface SwapConfirmInput {
  readonly quote: Quote;
  readonly accountIndex: number;
  readonly kind: QuoteKind;
  /** The quote changed by more than the warning threshold since the user looked (see quote-freshness.ts). */
  readonly lookAgain?: boolean | undefined;
}

export interface SwapConfirmContext extends SwapConfirmInput, BiometricGateContext {
  /** Created at the first submission of this confirmation; reused by every retry. */
  readonly idempotencyKey: string | null;
  /** Why the last submission failed; null before one and after success. */
  readonly failure: ApiFailure | null;
  readonly result: SwapResult | null;
}

export type SwapConfirmEvent =
  | { readonly type: 'confirm.press' }
  | { readonly type: 'quote.update'; readonly quote: Quote; readonly lookAgain: boolean };

export type SwapSubmission =
  | { readonly kind: 'evm'; readonly request: { readonly routeId: string; readonly accountIndex: number }; readonly idempotencyKey: string }
  | { readonly kind: 'ton'; readonly request: TonSwapRequest; readonly idempotencyKey: string };

export function swapSubmission(context: SwapConfirmContext): SwapSubmission {
  const idempotencyKey = context.idempotencyKey;
  if (idempotencyKey === null) throw new Error('submitting without an idempotency key');
  return context.kind === 'ton'
    ? { kind: 'ton', request: tonSwapRequest(context.quote, context.accountIndex), idempotencyKey }
    : { kind: 'evm', request: { routeId: context.quote.route.id, accountIndex: context.accountIndex }, idempotencyKey };
}

/** What the biometric prompt names: the amount and token given, and the token received. */
export function swapReason(context: SwapConfirmContext): MoneyReason {
  const route = context.quote.route;
  const amount = unitsToDecimal(route.fromAmount, route.fromToken.decimals);
  return { kind: 'swap', amount: amount.ok ? amount.value : route.fromAmount, symbol: route.fromToken.symbol, toSymbol: route.toToken.symbol };
}

export const swapConfirmMachine = setup({
  types: {} as { context: SwapConfirmContext; events: SwapConfirmEvent; input: SwapConfirmInput },
  actors: {
    submitSwap: fromPromise<SwapResult, SwapSubmission>(notProvided),
    confirmMoney: confirmMoneyLogic,
  },
  delays: { confirmDebounce: CONFIRM_DEBOUNCE_MS },
  actions: {
    /** Keeps the key of this confirmation, creating it the first time (see provide.ts). */
    keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? notProvided() }),
    /** The messenger's close (seed 000 §4: after confirmation the app is closed). */
    closeApp: () => notProvided(),
    logFailure: (_, _params: { readonly failure: ApiFailure }) => notProvided(),
    noteBiometricRefusal: assign({ biometrics: refusalOfEvent }),
    forgetBiometricRefusal: assign({ biometrics: null }),
    /** A refreshed quote: another route is another confirmation, so it gets its own key. */
    updateQuote: assign(({ context, event }) =>
      event.type !== 'quote.update'
        ? {}
        : {
            quote: event.quote,
            lookAgain: event.lookAgain,
            idempotencyKey: event.quote.route.id === context.quote.route.id ? context.idempotencyKey : null,
          },
    ),
  },
  guards: {
    ...biometricGuards,
    hasLooked: ({ context }) => context.lookAgain !== true,
  },
}).createMachine({
  id: 'swapConfirm',
  context: ({ input }) => ({ ...input, idempotencyKey: null, failure: null, result: null, biometrics: null }),
  initial: 'ready',
  states: {
    ready: {
      description: 'The summary is shown; the button is enabled unless the quote changed and waits for a look.',
      on: { 'confirm.press': { guard: 'hasLooked', target: 'debouncing' }, 'quote.update': { actions: 'updateQuote' } },
    },
    debouncing: {
      description: 'A press arrived; further presses within 500 ms restart the wait instead of submitting again.',
      on: { 'confirm.press': { target: 'debouncing', reenter: true } },
      // The key is kept before the biometric gate: a refused prompt leaves it for the retry.
      after: { confirmDebounce: { target: 'authorizing', actions: 'keepIdempotencyKey' } },
    },
    authorizing: biometricGateState({ reason: swapReason, passed: 'submitting', refused: 'failed' }),
    submitting: {
      description: 'The swap is executing; presses are ignored.',
      entry: assign({ failure: null }),
      invoke: {
        src: 'submitSwap',
        input: ({ context }) => swapSubmission(context),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: [assign({ failure: failureOfEvent }), { type: 'logFailure', params: failureParams }],
        },
      },
    },
    failed: {
      description: 'The swap failed; the key is kept, so a press retries the same confirmation.',
      on: { 'confirm.press': { guard: 'hasLooked', target: 'debouncing' }, 'quote.update': { actions: 'updateQuote' } },
    },
    done: {
      type: 'final',
      description: 'The swap executed; the app closes.',
      entry: 'closeApp',
    },
  },
});

export type SwapConfirmSnapshot = SnapshotFrom<typeof swapConfirmMachine>;

export interface SwapConfirmButtonView {
  readonly submitting: boolean;
  readonly canPress: boolean;
  readonly failure: ApiFailure | null;
  readonly done: boolean;
  /** Why the biometric prompt let nothing go out at the last press; null otherwise. */
  readonly biometrics: BiometricRefusal | null;
}

/** The summary holds the quote the person is about to swap, until the swap is done. */
export function selectConfirmHoldsInput(snapshot: SwapConfirmSnapshot): boolean {
  return snapshot.status !== 'done' && !snapshot.matches('done');
}

/** A press is on its way or done: the quote must not change (the swap machine holds its refresh). */
export function selectConfirmInFlight(snapshot: SwapConfirmSnapshot): boolean {
  return snapshot.matches('debouncing') || snapshot.matches('authorizing') || snapshot.matches('submitting') || snapshot.status === 'done';
}

export function selectConfirmButton(snapshot: SwapConfirmSnapshot): SwapConfirmButtonView {
  const submitting = snapshot.matches('debouncing') || snapshot.matches('authorizing') || snapshot.matches('submitting');
  const looked = snapshot.context.lookAgain !== true;
  return {
    submitting,
    canPress: ((snapshot.matches('ready') || snapshot.matches('failed')) && looked) || snapshot.matches('debouncing'),
    failure: snapshot.context.failure,
    done: snapshot.status === 'done',
    biometrics: snapshot.context.biometrics,
  };
}
