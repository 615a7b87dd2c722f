/**
 * The list machine every paged list runs (wallet history, refill tokens; friends and the other
 * mining lists next): the first page on start, one more per 'list.loadMore' until the paging rule
 * (paging.ts) says the last has come. A new query starts again from the first page and drops the
 * page in flight (its actor stops, so an answer for the old query never lands). A failure is kept
 * and logged (failures.ts); the items already shown stay, and the next loadMore or retry asks for
 * the same page again.
 *
 * Built by a factory so each list names itself and says how its items are told apart; the key
 * function lives in the closure, never in the snapshot.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from './api-failure';
import { failureOfEvent, failureParams, isAborted } from './failures';
import { notProvided } from './not-provided';
import { appendPage, mergeFirstPage, type Page, type PageCursor } from './paging';

export interface PageRequest<Q> {
  readonly query: Q;
  /** Where the page starts: null for the first page, else the previous page's `next`. */
  readonly cursor: PageCursor | null;
  readonly limit: number;
}

export interface PagedListContext<T, Q> {
  readonly query: Q;
  readonly items: readonly T[];
  /** Where the next page starts; null before the first page has come. */
  readonly cursor: PageCursor | null;
  /** The last page has come: loadMore has nothing to do. */
  readonly done: boolean;
  /** Why the last page failed; null once the next request starts. */
  readonly failure: ApiFailure | null;
}

export type PagedListEvent<Q> =
  | { readonly type: 'list.query'; readonly query: Q }
  | { readonly type: 'list.loadMore' }
  | { readonly type: 'list.retry' }
  /** The first page asked again (a refresh): its new items go on top, nothing shown moves. */
  | { readonly type: 'list.refreshFirst'; readonly page: Page<unknown> };

export interface PagedListView<T> {
  readonly items: readonly T[];
  readonly loading: boolean;
  readonly done: boolean;
  readonly failed: boolean;
}

export interface PagedListConfig<T, Q> {
  readonly id: string;
  readonly pageSize: number;
  readonly keyOf: (item: T) => string;
  /** Whether two queries ask for the same list; by default, equal as JSON. */
  readonly sameQuery?: (a: Q, b: Q) => boolean;
}

const jsonEqual = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function createPagedListMachine<T, Q>(config: PagedListConfig<T, Q>) {
  const sameQuery = config.sameQuery ?? jsonEqual;
  // The page comes from the same loader as every other page of this list, so its items are T.
  const mergeRefreshed = ({ context, event }: { readonly context: PagedListContext<T, Q>; readonly event: PagedListEvent<Q> }) =>
    event.type === 'list.refreshFirst' ? mergeFirstPage(context, event.page as Page<T>, config.keyOf) : {};
  return setup({
    types: {} as { context: PagedListContext<T, Q>; events: PagedListEvent<Q>; input: Q },
    actors: {
      loadPage: fromPromise<Page<T>, PageRequest<Q>>(notProvided),
    },
    actions: {
      logFailure: (_, _params: { readonly failure: ApiFailure }) => notProvided(),
      /**
       * Announces a change of the view. Does nothing by itself; a parent may provide it to mirror
       * the list into its own snapshot (the wallet home does, for its history).
       */
      changed: (_, _params: { readonly loading: boolean }) => {},
    },
    guards: {
      isAborted,
      isNewQuery: ({ context, event }) => event.type === 'list.query' && !sameQuery(context.query, event.query),
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => ({ query: input, items: [], cursor: null, done: false, failure: null }),
    initial: 'loading',
    on: {
      'list.query': {
        guard: 'isNewQuery',
        target: '.loading',
        reenter: true,
        actions: assign(({ event }) => ({ query: event.query, items: [], cursor: null, done: false, failure: null })),
      },
    },
    states: {
      loading: {
        description: `Fetching the next page of ${config.pageSize}; loadMore is ignored meanwhile.`,
        entry: [assign({ failure: null }), { type: 'changed', params: { loading: true } }],
        on: { 'list.refreshFirst': { actions: [assign(mergeRefreshed), { type: 'changed', params: { loading: true } }] } },
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query, cursor: context.cursor, limit: config.pageSize }),
          onDone: {
            target: 'settled',
            actions: assign(({ context, event }) => ({
              items: appendPage(context.items, event.output.items, config.keyOf),
              cursor: event.output.next ?? context.cursor,
              done: event.output.next === null,
            })),
          },
          onError: [
            // Superseded or cancelled: not a failure worth a log line or a flag.
            { guard: 'isAborted', target: 'settled' },
            { target: 'settled', actions: [assign({ failure: failureOfEvent }), { type: 'logFailure', params: failureParams }] },
          ],
        },
      },
      settled: {
        description: 'Showing the items loaded so far; the scroll trigger asks for more until the last page has come.',
        entry: { type: 'changed', params: { loading: false } },
        on: {
          'list.loadMore': { guard: ({ context }) => !context.done || context.failure !== null, target: 'loading' },
          'list.retry': { guard: ({ context }) => context.failure !== null, target: 'loading' },
          'list.refreshFirst': { actions: [assign(mergeRefreshed), { type: 'changed', params: { loading: false } }] },
        },
      },
    },
  });
}

type AnyPagedSnapshot<T> = { readonly context: PagedListContext<T, unknown>; matches(state: 'loading'): boolean };

export function selectPagedList<T>(snapshot: AnyPagedSnapshot<T>): PagedListView<T> {
  const { items, done, failure } = snapshot.context;
  return { items, done, failed: failure !== null, loading: snapshot.matches('loading') };
}

export type PagedListSnapshot<T, Q> = SnapshotFrom<ReturnType<typeof createPagedListMachine<T, Q>>>;
