/**
 * The token list of the refill flow (seed 000 §2, /refill/to and the QR screen's lookup): the
 * tokens of one chain from /knownTokens, 20 per page. A new chain, account or token starts again
 * from the first page, and the request in flight is dropped (its actor stops), so an answer for an
 * old query never lands. A failure is logged and offers a retry; the tokens already shown stay.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureOf, type ApiFailure } from '../api-failure';
import type { ChainId } from '../chains';
import type { KnownToken, KnownTokensPage, KnownTokensRequest } from '../swap/types';
import { notProvided } from '../wallet/not-provided';

/** The specification's token page size. */
export const REFILL_TOKEN_PAGE_SIZE = 20;

export interface RefillTokensQuery {
  readonly chainId: ChainId;
  readonly accountIndex: number;
  /** Only this token (the QR screen looks its symbol up). */
  readonly tokenAddress?: string | undefined;
}

export interface RefillTokensContext {
  readonly query: RefillTokensQuery;
  readonly tokens: readonly KnownToken[];
  /** The server's count for the query; null until the first page. */
  readonly total: number | null;
}

export type RefillTokensEvent =
  | { readonly type: 'tokens.query'; readonly query: RefillTokensQuery }
  | { readonly type: 'tokens.loadMore' }
  | { readonly type: 'tokens.retry' };

export interface RefillTokensView {
  readonly tokens: readonly KnownToken[];
  readonly total: number;
  readonly loading: boolean;
  readonly failed: boolean;
}

const sameQuery = (a: RefillTokensQuery, b: RefillTokensQuery): boolean =>
  a.chainId === b.chainId && a.accountIndex === b.accountIndex && (a.tokenAddress ?? '') === (b.tokenAddress ?? '');

/** The /knownTokens request for the next page. */
export function refillTokensRequest(context: RefillTokensContext): KnownTokensRequest {
  const { chainId, accountIndex, tokenAddress } = context.query;
  return { chainId, accountIndex, tokenAddress, sliceProps: { limit: REFILL_TOKEN_PAGE_SIZE, offset: context.tokens.length } };
}

export const refillTokensMachine = setup({
  types: {} as { context: RefillTokensContext; events: RefillTokensEvent; input: RefillTokensQuery },
  actors: {
    loadPage: fromPromise<KnownTokensPage, KnownTokensRequest>(notProvided),
  },
  actions: {
    logFailure: (_, _params: { readonly failure: ApiFailure }) => notProvided(),
  },
  guards: {
    newQuery: ({ context, event }) => event.type === 'tokens.query' && !sameQuery(context.query, event.query),
    hasMore: ({ context }) => context.total === null || context.tokens.length < context.total,
    isAborted: (_, params: { readonly error: unknown }) => failureOf(params.error).type === 'aborted',
  },
}).createMachine({
  id: 'refillTokens',
  context: ({ input }) => ({ query: input, tokens: [], total: null }),
  initial: 'loading',
  on: {
    'tokens.query': {
      guard: 'newQuery',
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query, tokens: [], total: null }),
    },
  },
  states: {
    loading: {
      description: 'Fetching the next page of the query.',
      invoke: {
        src: 'loadPage',
        input: ({ context }) => refillTokensRequest(context),
        onDone: {
          target: 'idle',
          actions: assign({
            tokens: ({ context, event }) => [...context.tokens, ...event.output.tokens.filter((token) => !context.tokens.some((known) => known.address === token.address))],
            total: ({ event }) => event.output.tokensCount,
          }),
        },
        onError: [
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'failed' },
          { target: 'failed', actions: { type: 'logFailure', params: ({ event }) => ({ failure: failureOf(event.error) }) } },
        ],
      },
    },
    idle: {
      description: 'The pages so far are shown.',
      on: { 'tokens.loadMore': { guard: 'hasMore', target: 'loading' } },
    },
    failed: {
      description: 'The last page failed (logged); a retry asks for it again.',
      on: { 'tokens.retry': 'loading', 'tokens.loadMore': 'loading' },
    },
  },
});

export type RefillTokensSnapshot = SnapshotFrom<typeof refillTokensMachine>;

export function selectRefillTokens(snapshot: RefillTokensSnapshot): RefillTokensView {
  return {
    tokens: snapshot.context.tokens,
    total: snapshot.context.total ?? 0,
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
  };
}
