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
  /** The token of the page older than the oldest trade shown; null when the oldest is shown. */
  readonly olderToken: string | null;
  readonly slippageLimitPercent: string;
  readonly failure: CopyTradeFailure | null;
  readonly stopKey: string | null;
}

export type TradeDetailEvent = { readonly type: 'detail.retry' } | { readonly type: 'trade.stop' } | { readonly type: 'transactions.more' };

const newestFirst = (trades: readonly MirroredTrade[]): MirroredTrade[] => {
  const bySeq = new Map(trades.map((trade) => [trade.seq, trade]));
  return [...bySeq.values()].sort((a, b) => b.seq - a.seq);
};

const oldestSeq = (trades: readonly MirroredTrade[]): number => trades.reduce((least, trade) => Math.min(least, trade.seq), Number.POSITIVE_INFINITY);

/**
 * The newest page read again (the first read, the 15 s refresh, after a stop), joined to the older
 * pages already shown: trades never change once recorded, so the union is the same list with the new
 * ones on top, and the older pages' token stays while they reach further back than the new page.
 */
const received = (context: TradeDetailContext, output: CopyTrades): Partial<TradeDetailContext> => {
  const page = output.transactions ?? [];
  const reachesFurther = context.transactions.length > 0 && oldestSeq(context.transactions) < oldestSeq(page);
  return {
    trade: output.copyTrades[0] ?? null,
    transactions: reachesFurther ? newestFirst([...page, ...context.transactions]) : page,
    olderToken: reachesFurther ? context.olderToken : (output.transactionsNextToken ?? null),
    slippageLimitPercent: output.slippageLimitPercent,
    failure: null,
  };
};

/** An older page: added below what is shown, and its own next token kept. */
const receivedOlder = (context: TradeDetailContext, output: CopyTrades): Partial<TradeDetailContext> => ({
  transactions: newestFirst([...context.transactions, ...(output.transactions ?? [])]),
  olderToken: output.transactionsNextToken ?? null,
});

export const tradeDetailMachine = setup({
  types: {} as { context: TradeDetailContext; events: TradeDetailEvent; input: TradeDetailInput },
  actors: {
    load: fromPromise<CopyTrades, TradeDetailInput>(notProvided),
    loadOlder: fromPromise<CopyTrades, TradeDetailInput & { token: string }>(notProvided),
    stop: fromPromise<CopyTrades, TradeDetailInput & { key: string }>(notProvided),
  },
  actions: {
    keepStopKey: () => notProvided(),
    logFailure: (_, _params: { readonly what: 'detail' | 'stop' | 'older'; readonly failure: ApiFailure }) => notProvided(),
  },
  guards: {
    running: ({ context }) => context.trade !== null && isRunning(context.trade),
    hasOlder: ({ context }) => context.olderToken !== null,
    notFound: ({ event }) => 'error' in event && copyTradeFailureOf(event.error).type === 'not-found',
  },
}).createMachine({
  id: 'tradeDetail',
  context: ({ input }) => ({ ...input, trade: null, transactions: [], olderToken: null, slippageLimitPercent: '1', failure: null, stopKey: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the trade and its mirrored trades.',
      tags: ['loading'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ tradeId: context.tradeId, accountIndex: context.accountIndex }),
        onDone: { target: 'shown', actions: assign(({ context, event }) => received(context, event.output)) },
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
      on: { 'trade.stop': { guard: 'running', target: 'stopping' }, 'transactions.more': { guard: 'hasOlder', target: 'loadingOlder' } },
    },
    loadingOlder: {
      description: 'The page of trades older than the oldest shown (issue 41: every mirrored or skipped trade stays explained).',
      tags: ['shown', 'loading-older'],
      invoke: {
        src: 'loadOlder',
        input: ({ context }) => ({ tradeId: context.tradeId, accountIndex: context.accountIndex, token: context.olderToken ?? '' }),
        onDone: { target: 'shown', actions: assign(({ context, event }) => receivedOlder(context, event.output)) },
        onError: { target: 'shown', actions: [assign({ failure: ({ event }) => copyTradeFailureOf(event.error) }), { type: 'logFailure', params: failureParamsOf('older') }] },
      },
    },
    stopping: {
      description: '/cancelCopyTrade with the kept key: the holdings return to the wallet once.',
      tags: ['shown', 'stopping'],
      entry: 'keepStopKey',
      invoke: {
        src: 'stop',
        input: ({ context }) => ({ tradeId: context.tradeId, accountIndex: context.accountIndex, key: context.stopKey ?? '' }),
        onDone: { target: 'shown', actions: assign(({ context, event }) => ({ ...received(context, event.output), stopKey: null })) },
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
    hasOlder: context.olderToken !== null,
    loadingOlder: snapshot.hasTag('loading-older'),
    slippageLimitPercent: context.slippageLimitPercent,
    running: context.trade !== null && isRunning(context.trade),
    stopping: snapshot.hasTag('stopping'),
    failure: context.failure,
  };
}
