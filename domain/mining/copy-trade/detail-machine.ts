/**
 * The trade detail (seed 001 §2 "Trade detail", §4 "Copy trade"): one position and every leader
 * trade it mirrored or skipped, read again every 15 s while shown so trades appear as the clock
 * moves; the stop (only while running) returns the holdings once (its key kept while unknown). A
 * trade id that is not the caller's is a not-found state, never another user's position.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../shared/api-failure';
import { failureParamsOf } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import { copyTradeFailureOf, type CopyTradeFailure } from './failure';
import { isRunning } from './rules';
import type { CopyTrade, CopyTrades, MirroredTrade } from './types';

export const DETAIL_REFRESH_MS = 15_000;

export interface TradeDetailInput {
  readonly tradeId: string;
  readonly accountIndex: number;
}

export interface TradeDetailContext extends TradeDetailInput {
  readonly trade: CopyTrade | null;
  readonly transactions: readonly MirroredTrade[];
  readonly slippageLimitPercent: string;
  readonly failure: CopyTradeFailure | null;
  readonly stopKey: string | null;
}

export type TradeDetailEvent = { readonly type: 'detail.retry' } | { readonly type: 'trade.stop' };

const received = (output: CopyTrades): Partial<TradeDetailContext> => ({
  trade: output.copyTrades[0] ?? null,
  transactions: output.transactions ?? [],
  slippageLimitPercent: output.slippageLimitPercent,
  failure: null,
});

export const tradeDetailMachine = setup({
  types: {} as { context: TradeDetailContext; events: TradeDetailEvent; input: TradeDetailInput },
  actors: {
    load: fromPromise<CopyTrades, TradeDetailInput>(notProvided),
    stop: fromPromise<CopyTrades, TradeDetailInput & { key: string }>(notProvided),
  },
  actions: {
    keepStopKey: () => notProvided(),
    logFailure: (_, _params: { readonly what: 'detail' | 'stop'; readonly failure: ApiFailure }) => notProvided(),
  },
  guards: {
    running: ({ context }) => context.trade !== null && isRunning(context.trade),
    notFound: ({ event }) => 'error' in event && copyTradeFailureOf(event.error).type === 'not-found',
  },
}).createMachine({
  id: 'tradeDetail',
  context: ({ input }) => ({ ...input, trade: null, transactions: [], slippageLimitPercent: '1', failure: null, stopKey: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the trade and its mirrored trades.',
      tags: ['loading'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ tradeId: context.tradeId, accountIndex: context.accountIndex }),
        onDone: { target: 'shown', actions: assign(({ event }) => received(event.output)) },
        onError: [
          { guard: 'notFound', target: 'notFound' },
          { target: 'failed', actions: { type: 'logFailure', params: failureParamsOf('detail') } },
        ],
      },
    },
    failed: { description: 'The read failed: a retry.', tags: ['failed'], on: { 'detail.retry': 'loading' } },
    notFound: { description: 'No such trade of this user.', tags: ['not-found'] },
    shown: {
      description: 'The trade; read again every 15 s; the red stop button while it runs.',
      tags: ['shown'],
      after: { [DETAIL_REFRESH_MS]: 'loading' },
      on: { 'trade.stop': { guard: 'running', target: 'stopping' } },
    },
    stopping: {
      description: '/cancelCopyTrade with the kept key: the holdings return to the wallet once.',
      tags: ['shown', 'stopping'],
      entry: 'keepStopKey',
      invoke: {
        src: 'stop',
        input: ({ context }) => ({ tradeId: context.tradeId, accountIndex: context.accountIndex, key: context.stopKey ?? '' }),
        onDone: { target: 'shown', actions: assign(({ event }) => ({ ...received(event.output), stopKey: null })) },
        onError: { target: 'shown', actions: [assign({ failure: ({ event }) => copyTradeFailureOf(event.error) }), { type: 'logFailure', params: failureParamsOf('stop') }] },
      },
    },
  },
});

export type TradeDetailSnapshot = SnapshotFrom<typeof tradeDetailMachine>;

export const DETAIL_STEPS = ['stopping', 'loading', 'failed', 'not-found', 'shown'] as const;

export function selectTradeDetail(snapshot: TradeDetailSnapshot) {
  const { context } = snapshot;
  return {
    step: DETAIL_STEPS.find((tag) => snapshot.hasTag(tag)) ?? 'loading',
    // A read again after the first keeps what is shown (no flash of 'loading').
    trade: context.trade,
    transactions: context.transactions,
    slippageLimitPercent: context.slippageLimitPercent,
    running: context.trade !== null && isRunning(context.trade),
    stopping: snapshot.hasTag('stopping'),
    failure: context.failure,
  };
}
