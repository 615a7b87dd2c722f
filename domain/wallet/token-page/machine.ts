/**
 * The token page's chart (issue 38): the price over the chosen span, read when the page opens and
 * again for each span the user picks (the read in flight for the old span is dropped). An unknown
 * token (the server's 404) is its own state, so the screen says so instead of offering a retry.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../shared/api-failure';
import { failureParams } from '../../shared/failures';
import { isNotFound } from '../../shared/not-found';
import { notProvided } from '../../shared/not-provided';
import type { PriceHistory, PriceHistoryQuery, PriceSpan } from './types';

export interface TokenChartInput {
  readonly query: PriceHistoryQuery;
}

export interface TokenChartContext {
  readonly query: PriceHistoryQuery;
  readonly history: PriceHistory | null;
}

export type TokenChartEvent = { readonly type: 'chart.span'; readonly span: PriceSpan } | { readonly type: 'chart.retry' };

export const tokenChartMachine = setup({
  types: {} as { context: TokenChartContext; events: TokenChartEvent; input: TokenChartInput },
  actors: { load: fromPromise<PriceHistory, PriceHistoryQuery>(notProvided) },
  actions: { logFailure: (_, _params: { readonly failure: ApiFailure }) => notProvided() },
  guards: { unknownToken: isNotFound },
}).createMachine({
  id: 'tokenChart',
  context: ({ input }) => ({ query: input.query, history: null }),
  initial: 'loading',
  on: {
    'chart.span': {
      guard: ({ context, event }) => event.span !== context.query.span,
      target: '.loading',
      actions: assign({ query: ({ context, event }) => ({ ...context.query, span: event.span }) }),
    },
  },
  states: {
    loading: {
      description: "Reading the span's prices; the last span's chart stays until they come.",
      tags: ['loading'],
      invoke: {
        src: 'load',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: assign({ history: ({ event }) => event.output }) },
        onError: [
          { guard: 'unknownToken', target: 'unknownToken' },
          { target: 'failed', actions: { type: 'logFailure', params: failureParams } },
        ],
      },
    },
    ready: { description: 'The chart of the chosen span.', tags: ['ready'] },
    failed: { description: 'The prices could not be read; the screen offers a retry.', tags: ['failed'], on: { 'chart.retry': 'loading' } },
    unknownToken: { description: 'The server knows no such token (404): the page says so.', tags: ['unknown'], type: 'final' },
  },
});

export type TokenChartSnapshot = SnapshotFrom<typeof tokenChartMachine>;
