/**
 * The token picker of one swap side (seed 000 §2, §4, §5): network filter, search box, a list paged
 * by 20 from /knownTokens with infinite scroll, and the empty state's paste action. A new search or
 * chain clears the list and refetches after 300 ms; a page still in flight is aborted (its actor
 * stops), so an answer for an old filter never lands. The TON restriction holds here too: facing a
 * TON token only TON is offered; facing an EVM token, TON is neither a filter nor a row.
 * Selecting a token ends the machine with the token as its output (and clears the search).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ChainId } from '../chains';
import type { ApiFailure } from '../shared/api-failure';
import { failureOfEvent, failureParams, isAborted } from '../shared/failures';
import { appendPage } from '../shared/paging';
import { catalogueKey, cataloguePage, TOKEN_PAGE_SIZE } from '../tokens/catalogue';
import type { Token } from '../tokens/types';
import { notProvided } from '../shared/not-provided';
import type { SwapSide } from './form';
import { allowedChainsFor, isTokenAllowed } from './pair-rules';
import { classifyTokenSearch, pastableSearch } from './token-search';
import type { KnownToken, KnownTokensPage, KnownTokensRequest, TokenRef } from '../tokens/types';

export const TOKEN_SEARCH_DEBOUNCE_MS = 300;

export interface TokenPickerInput {
  readonly side: SwapSide;
  /** The token on the other side of the swap, which restricts the chains offered here. */
  readonly otherSideToken: TokenRef | null;
  readonly accountIndex: number;
  /** The filter the picker opened with last time (kept by the swap form); null for all chains. */
  readonly chainFilter?: ChainId | null | undefined;
}

export interface TokenPickerContext {
  readonly side: SwapSide;
  readonly otherSideToken: TokenRef | null;
  readonly accountIndex: number;
  /** null: every chain the other side allows. */
  readonly chainFilter: ChainId | null;
  readonly search: string;
  readonly tokens: readonly KnownToken[];
  /** Server offset of the next page. */
  readonly offset: number;
  /** The server's count for the current filter; null until the first page. */
  readonly tokensCount: number | null;
  readonly loading: boolean;
  /** Every page of the current filter has arrived. */
  readonly done: boolean;
  /** Why the last page failed (a loadMore retries it); null otherwise. */
  readonly failure: ApiFailure | null;
  readonly chosen: Token | null;
}

export type TokenPickerEvent =
  | { readonly type: 'search.change'; readonly value: string }
  | { readonly type: 'chain.select'; readonly chainId: ChainId | null }
  | { readonly type: 'list.loadMore' }
  | { readonly type: 'clipboard.paste'; readonly text: string | null }
  | { readonly type: 'token.select'; readonly token: Token };

export interface TokenPickerOutput {
  readonly side: SwapSide;
  readonly token: Token;
  /** The filter in use when the token was chosen, for the next opening. */
  readonly chainFilter: ChainId | null;
}

/** The filter a picker starts with: the remembered one if the other side still allows it. */
export function initialChainFilter(input: Pick<TokenPickerInput, 'otherSideToken' | 'chainFilter'>): ChainId | null {
  const allowed = allowedChainsFor(input.otherSideToken);
  if (input.otherSideToken?.chainId === 'TON') return 'TON';
  return input.chainFilter !== undefined && input.chainFilter !== null && allowed.includes(input.chainFilter) ? input.chainFilter : null;
}

/** The /knownTokens request for the next page of the current filter. */
export function tokenPageRequest(context: Pick<TokenPickerContext, 'chainFilter' | 'search' | 'accountIndex' | 'offset'>): KnownTokensRequest {
  const search = classifyTokenSearch(context.search);
  return {
    ...(context.chainFilter === null ? {} : { chainId: context.chainFilter }),
    ...(search.value === '' ? {} : search.kind === 'address' ? { tokenAddress: search.value } : { searchText: search.value }),
    accountIndex: context.accountIndex,
    sliceProps: { limit: TOKEN_PAGE_SIZE, offset: context.offset },
  };
}

const CLEARED_LIST = { tokens: [], offset: 0, tokensCount: null, done: false, failure: null } as const;

export const tokenPickerMachine = setup({
  types: {} as { context: TokenPickerContext; events: TokenPickerEvent; input: TokenPickerInput; output: TokenPickerOutput },
  actors: {
    loadTokens: fromPromise<KnownTokensPage, KnownTokensRequest>(notProvided),
  },
  delays: { searchDebounce: TOKEN_SEARCH_DEBOUNCE_MS },
  actions: {
    logFailure: (_, _params: { readonly failure: ApiFailure }) => notProvided(),
    /** Does nothing alone; the swap machine provides it to mirror the filter into its form. */
    filtersChanged: (_, _params: { readonly chainFilter: ChainId | null; readonly search: string }) => {},
    clearList: assign(CLEARED_LIST),
    appendPage: assign(({ context }, params: { readonly page: KnownTokensPage; readonly requested: number }) => {
      const page = cataloguePage(params.page, { sliceProps: { limit: TOKEN_PAGE_SIZE, offset: params.requested } });
      const allowed = page.items.filter((token) => isTokenAllowed(token, context.otherSideToken));
      return {
        tokens: appendPage(context.tokens, allowed, catalogueKey),
        offset: params.requested + page.items.length,
        tokensCount: params.page.tokensCount,
        done: page.next === null,
      };
    }),
  },
  guards: {
    searchDiffers: ({ context, event }) => event.type === 'search.change' && event.value !== context.search,
    chainSelectable: ({ context, event }) =>
      event.type === 'chain.select' &&
      event.chainId !== context.chainFilter &&
      (event.chainId === null ? context.otherSideToken?.chainId !== 'TON' : allowedChainsFor(context.otherSideToken).includes(event.chainId)),
    pastable: ({ event }) => event.type === 'clipboard.paste' && pastableSearch(event.text) !== null,
    tokenAllowed: ({ context, event }) => event.type === 'token.select' && isTokenAllowed(event.token, context.otherSideToken),
    hasMore: ({ context }) => !context.done,
    isAborted,
  },
}).createMachine({
  id: 'tokenPicker',
  context: ({ input }) => ({
    side: input.side,
    otherSideToken: input.otherSideToken,
    accountIndex: input.accountIndex,
    chainFilter: initialChainFilter(input),
    search: '',
    ...CLEARED_LIST,
    loading: true,
    chosen: null,
  }),
  output: ({ context }) => {
    if (context.chosen === null) throw new Error('token picker finished without a token');
    return { side: context.side, token: context.chosen, chainFilter: context.chainFilter };
  },
  on: {
    'search.change': {
      guard: 'searchDiffers',
      target: '.debouncing',
      reenter: true,
      actions: assign({ search: ({ event }) => event.value }),
    },
    'chain.select': {
      guard: 'chainSelectable',
      target: '.debouncing',
      reenter: true,
      actions: assign({ chainFilter: ({ event }) => event.chainId }),
    },
    'clipboard.paste': {
      guard: 'pastable',
      target: '.debouncing',
      reenter: true,
      actions: assign({ search: ({ event }) => pastableSearch(event.text) ?? '' }),
    },
    'token.select': {
      guard: 'tokenAllowed',
      target: '.chosen',
      // Selecting a token clears the search (seed 000 §2).
      actions: [assign({ chosen: ({ event }) => event.token, search: '' })],
    },
  },
  initial: 'loading',
  states: {
    debouncing: {
      description: 'The filter changed: the list is cleared and the first page waits 300 ms for more typing.',
      entry: [
        'clearList',
        assign({ loading: true }),
        { type: 'filtersChanged', params: ({ context }) => ({ chainFilter: context.chainFilter, search: context.search }) },
      ],
      after: { searchDebounce: 'loading' },
    },
    loading: {
      description: 'Fetching the next page of 20 for the current filter.',
      entry: assign({ loading: true, failure: null }),
      invoke: {
        src: 'loadTokens',
        input: ({ context }) => tokenPageRequest(context),
        onDone: {
          target: 'settled',
          actions: { type: 'appendPage', params: ({ context, event }) => ({ page: event.output, requested: context.offset }) },
        },
        onError: [
          { guard: 'isAborted', target: 'settled' },
          { target: 'settled', actions: [assign({ failure: failureOfEvent }), { type: 'logFailure', params: failureParams }] },
        ],
      },
    },
    settled: {
      description: 'Showing the rows so far; the scroll trigger asks for the next page until every page has come.',
      entry: assign({ loading: false }),
      on: { 'list.loadMore': { guard: 'hasMore', target: 'loading' } },
    },
    chosen: {
      type: 'final',
      description: 'A token was selected; the output carries it to whoever opened the picker.',
    },
  },
});

export type TokenPickerSnapshot = SnapshotFrom<typeof tokenPickerMachine>;
