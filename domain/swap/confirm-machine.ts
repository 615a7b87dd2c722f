/**
 * The /confirmSwap screen's button (seed 000 §4): presses are debounced 500 ms, so a burst submits
 * once; the swap is executed with ONE idempotency key per confirmation, created when the first
 * submission starts and kept for every retry, so a retried or failed-over swap executes at most
 * once. On success the app closes; on failure the typed failure is kept and a press retries.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../shared/api-failure';
import { failureOfEvent, failureParams } from '../shared/failures';
import { notProvided } from '../shared/not-provided';
import { tonSwapRequest, type QuoteKind } from './quote-request';
import type { Quote, SwapResult, TonSwapRequest } from './types';

export const CONFIRM_DEBOUNCE_MS = 500;

export interface SwapConfirmInput {
  readonly quote: Quote;
  readonly accountIndex: number;
  readonly kind: QuoteKind;
}

export interface SwapConfirmContext extends SwapConfirmInput {
  /** Created at the first submission of this confirmation; reused by every retry. */
  readonly idempotencyKey: string | null;
  /** Why the last submission failed; null before one and after success. */
  readonly failure: ApiFailure | null;
  readonly result: SwapResult | null;
}

export type SwapConfirmEvent = { readonly type: 'confirm.press' };

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

export const swapConfirmMachine = setup({
  types: {} as { context: SwapConfirmContext; events: SwapConfirmEvent; input: SwapConfirmInput },
  actors: {
    submitSwap: fromPromise<SwapResult, SwapSubmission>(notProvided),
  },
  delays: { confirmDebounce: CONFIRM_DEBOUNCE_MS },
  actions: {
    /** Keeps the key of this confirmation, creating it the first time (see provide.ts). */
    keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? notProvided() }),
    /** The messenger's close (seed 000 §4: after confirmation the app is closed). */
    closeApp: () => notProvided(),
    logFailure: (_, _params: { readonly failure: ApiFailure }) => notProvided(),
  },
}).createMachine({
  id: 'swapConfirm',
  context: ({ input }) => ({ ...input, idempotencyKey: null, failure: null, result: null }),
  initial: 'ready',
  states: {
    ready: {
      description: 'The summary is shown; the button is enabled.',
      on: { 'confirm.press': 'debouncing' },
    },
    debouncing: {
      description: 'A press arrived; further presses within 500 ms restart the wait instead of submitting again.',
      on: { 'confirm.press': { target: 'debouncing', reenter: true } },
      after: { confirmDebounce: { target: 'submitting', actions: 'keepIdempotencyKey' } },
    },
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
      on: { 'confirm.press': 'debouncing' },
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
}

export function selectConfirmButton(snapshot: SwapConfirmSnapshot): SwapConfirmButtonView {
  const submitting = snapshot.matches('debouncing') || snapshot.matches('submitting');
  return {
    submitting,
    canPress: snapshot.matches('ready') || snapshot.matches('failed') || snapshot.matches('debouncing'),
    failure: snapshot.context.failure,
    done: snapshot.status === 'done',
  };
}
