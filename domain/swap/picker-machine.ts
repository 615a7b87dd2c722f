/**
 * The token picker of one swap side (seed 000 §2, §4, §5): network filter, search box, a list paged
 * by 20 from /knownTokens with infinite scroll, and the empty state's paste action. The list is the
 * shared paged list (shared/paged-list-machine.ts, the paging rule of every list) running as the
 * child 'list' while the filter holds still. A new search or chain stops it (a page in flight is
 * aborted, so an answer for an old filter never lands), clears the rows, and after 300 ms starts a
 * new list for the new filter from the first page. The TON restriction holds here too: facing a
 * TON token only TON is offered; facing an EVM token, TON is neither a filter nor a row.
 * Selecting a token ends the machine with the token as its output (and clears the search).
 */
import { assign, sendParent, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { ChainId } from '../chains';
import type { ApiFailure } from '../shared/api-failure';
import { createPagedListMachine, type PageRequest } from '../shared/paged-list-machine';
import { catalogueKey, catalogueOffset, TOKEN_PAGE_SIZE } from '../tokens/catalogue';
import type { Token } from '../tokens/types';
import type { SwapSide } from './form';
import { allowedChainsFor, isTokenAllowed } from './pair-rules';
import { classifyTokenSearch, pastableSearch } from './token-search';
import type { KnownToken, KnownTokensRequest, TokenRef } from '../tokens/types';

export const TOKEN_SEARCH_DEBOUNCE_MS = 300;

export interface TokenPickerInput {
  readonly side: SwapSide;
  /** The token on the other side of the swap, which restricts the chains offered here. */
  readonly otherSideToken: TokenRef | null;
  readonly accountIndex: number;
  /** The filter the picker opened with last time (kept by the swap form); null for all chains. */
  readonly chainFilter?: ChainId | null | undefined;
}

/** What one list of the picker asks the catalogue for. */
export interface TokenListQuery {
  readonly chainFilter: ChainId | null;
  readonly search: string;
  readonly accountIndex: number;
}

export interface TokenPickerContext {
  readonly side: SwapSide;
  readonly otherSideToken: TokenRef | null;
  readonly accountIndex: number;
  /** null: every chain the other side allows. */
  readonly chainFilter: ChainId | null;
  readonly search: string;
  /** The rows shown: the list's tokens the other side allows (mirrored from the child 'list'). */
  readonly tokens: readonly KnownToken[];
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
  | { readonly type: 'token.select'; readonly token: Token }
  /** Sent by the child list on every change of what it shows; not for the screens. */
  | {
      readonly type: 'list.changed';
      readonly items: readonly KnownToken[];
      readonly loading: boolean;
      readonly done: boolean;
      readonly failure: ApiFailure | null;
    };

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

/** The /knownTokens request for a page of a list. */
export function tokenPageRequest(request: PageRequest<TokenListQuery>): KnownTokensRequest {
  const { chainFilter, search: text, accountIndex } = request.query;
  const search = classifyTokenSearch(text);
  return {
    ...(chainFilter === null ? {} : { chainId: chainFilter }),
    ...(search.value === '' ? {} : search.kind === 'address' ? { tokenAddress: search.value } : { searchText: search.value }),
    accountIndex,
    sliceProps: { limit: request.limit, offset: catalogueOffset(request.cursor) },
  };
}

/** The catalogue as the picker pages it: 20 a page, offsets and the end as the server counts them. */
export const tokenListMachine = createPagedListMachine<KnownToken, TokenListQuery>({
  id: 'tokenList',
  pageSize: TOKEN_PAGE_SIZE,
  keyOf: catalogueKey,
});

/** The list as the picker runs it: every change of what it shows is reported to the picker. */
export function asPickerList(machine: typeof tokenListMachine): typeof tokenListMachine {
  return machine.provide({
    actions: {
      changed: sendParent(({ context }, params: { readonly loading: boolean }) => ({
        type: 'list.changed',
        items: context.items,
        loading: params.loading,
        done: context.done,
        failure: context.failure,
      })),
    },
  });
}

const CLEARED_LIST = { tokens: [], loading: true, done: false, failure: null } as const;

export const tokenPickerMachine = setup({
  types: {} as { context: TokenPickerContext; events: TokenPickerEvent; input: TokenPickerInput; output: TokenPickerOutput },
  actors: {
    tokenList: asPickerList(tokenListMachine),
  },
  delays: { searchDebounce: TOKEN_SEARCH_DEBOUNCE_MS },
  actions: {
    /** Does nothing alone; the swap machine provides it to mirror the filter into its form. */
    filtersChanged: (_, _params: { readonly chainFilter: ChainId | null; readonly search: string }) => {},
  },
  guards: {
    searchDiffers: ({ context, event }) => event.type === 'search.change' && event.value !== context.search,
    chainSelectable: ({ context, event }) =>
      event.type === 'chain.select' &&
      event.chainId !== context.chainFilter &&
      (event.chainId === null ? context.otherSideToken?.chainId !== 'TON' : allowedChainsFor(context.otherSideToken).includes(event.chainId)),
    pastable: ({ event }) => event.type === 'clipboard.paste' && pastableSearch(event.text) !== null,
    tokenAllowed: ({ context, event }) => event.type === 'token.select' && isTokenAllowed(event.token, context.otherSideToken),
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
  initial: 'listing',
  states: {
    debouncing: {
      description: 'The filter changed: the list is cleared and the first page waits 300 ms for more typing.',
      entry: [
        assign(CLEARED_LIST),
        { type: 'filtersChanged', params: ({ context }) => ({ chainFilter: context.chainFilter, search: context.search }) },
      ],
      after: { searchDebounce: 'listing' },
    },
    listing: {
      description: 'The list of the current filter runs as the child "list"; the scroll trigger asks it for more.',
      invoke: {
        id: 'list',
        src: 'tokenList',
        input: ({ context }): TokenListQuery => ({ chainFilter: context.chainFilter, search: context.search, accountIndex: context.accountIndex }),
      },
      on: {
        'list.loadMore': { actions: sendTo('list', { type: 'list.loadMore' }) },
        'list.changed': {
          // Rows are filtered here, never the request: paging offsets stay the server's.
          actions: assign(({ context, event }) => ({
            tokens: event.items.filter((token) => isTokenAllowed(token, context.otherSideToken)),
            loading: event.loading,
            done: event.done,
            failure: event.failure,
          })),
        },
      },
    },
    chosen: {
      type: 'final',
      description: 'A token was selected; the output carries it to whoever opened the picker.',
    },
  },
});

export type TokenPickerSnapshot = SnapshotFrom<typeof tokenPickerMachine>;
