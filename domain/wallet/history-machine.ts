/**
 * Transaction history with infinite scroll (seed 000 §4): page 1 on start, then one page per
 * 'history.loadMore' until a page comes back shorter than 10. Failures are only logged (seed 000
 * §8); the entries already loaded stay, and the next loadMore retries the same offset.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureOf, type ApiFailure } from '../api-failure';
import { HISTORY_PAGE_SIZE, hasMore, nextOffset } from './history-paging';
import { notProvided } from './not-provided';
import type { HistoryEntry } from './types';

export interface HistoryInput {
  readonly accountIndex: number;
}

export interface HistoryPageRequest {
  readonly accountIndex: number;
  readonly offset: number;
  readonly limit: number;
}

export interface HistoryContext {
  readonly accountIndex: number;
  readonly entries: readonly HistoryEntry[];
  /** Offset of the next page on the server. */
  readonly offset: number;
  /** A short page arrived: there is nothing more to load. */
  readonly done: boolean;
  /** The last page request failed (cleared when the next one starts). */
  readonly failed: boolean;
}

export type HistoryEvent = { readonly type: 'history.loadMore' };

/** What a screen (or the wallet home) shows of the history. */
export interface HistoryView {
  readonly entries: readonly HistoryEntry[];
  readonly loading: boolean;
  readonly done: boolean;
  readonly failed: boolean;
}

export const historyMachine = setup({
  types: {} as { context: HistoryContext; events: HistoryEvent; input: HistoryInput },
  actors: {
    loadPage: fromPromise<readonly HistoryEntry[], HistoryPageRequest>(notProvided),
  },
  actions: {
    logFailure: (_, _params: { readonly failure: ApiFailure }) => notProvided(),
    /**
     * Announces a change of the view. Does nothing by itself; the wallet home provides it to mirror
     * the history into its own snapshot, so one selector over one snapshot renders the page.
     */
    historyChanged: (_, _params: { readonly loading: boolean }) => {},
    appendPage: assign(({ context }, params: { readonly page: readonly HistoryEntry[] }) => {
      // Entries are newest first; a deposit arriving while paging shifts the server's offsets, so
      // an entry may come twice: keep the first copy.
      const known = new Set(context.entries.map((entry) => entry.id));
      return {
        entries: [...context.entries, ...params.page.filter((entry) => !known.has(entry.id))],
        offset: nextOffset(context.offset, params.page.length),
        done: !hasMore(params.page.length),
      };
    }),
  },
  guards: {
    isLastPage: (_, params: { readonly page: readonly HistoryEntry[] }) => !hasMore(params.page.length),
    isAborted: (_, params: { readonly error: unknown }) => failureOf(params.error).type === 'aborted',
  },
}).createMachine({
  id: 'history',
  context: ({ input }) => ({ accountIndex: input.accountIndex, entries: [], offset: 0, done: false, failed: false }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Fetching the next page of 10 from the current offset; loadMore is ignored meanwhile.',
      entry: [assign({ failed: false }), { type: 'historyChanged', params: { loading: true } }],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ accountIndex: context.accountIndex, offset: context.offset, limit: HISTORY_PAGE_SIZE }),
        onDone: [
          {
            guard: { type: 'isLastPage', params: ({ event }) => ({ page: event.output }) },
            target: 'done',
            actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
          },
          { target: 'idle', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: [
          // Superseded or cancelled: not a failure worth a log line or a flag.
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'idle' },
          {
            target: 'idle',
            actions: [assign({ failed: true }), { type: 'logFailure', params: ({ event }) => ({ failure: failureOf(event.error) }) }],
          },
        ],
      },
    },
    idle: {
      description: 'Showing the entries loaded so far; the scroll trigger asks for more.',
      entry: { type: 'historyChanged', params: { loading: false } },
      on: { 'history.loadMore': { target: 'loading' } },
    },
    done: {
      description: 'The last page has arrived; loadMore has nothing to do.',
      entry: { type: 'historyChanged', params: { loading: false } },
    },
  },
});

export type HistorySnapshot = SnapshotFrom<typeof historyMachine>;

export function selectHistoryView(snapshot: HistorySnapshot): HistoryView {
  const { entries, done, failed } = snapshot.context;
  return { entries, done, failed, loading: snapshot.matches('loading') };
}
