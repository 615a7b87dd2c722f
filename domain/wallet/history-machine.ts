/**
 * Transaction history with infinite scroll (seed 000 §4): the shared paged list (pages of 10 until a
 * short page; failures logged only, seed 000 §8, and the next loadMore retries the same offset).
 */
import type { SnapshotFrom } from 'xstate';
import { createPagedListMachine, selectPagedList } from '../shared/paged-list-machine';
import { HISTORY_PAGE_SIZE } from './history-paging';
import type { HistoryEntry } from './types';

export interface HistoryInput {
  readonly accountIndex: number;
}

/** What a screen (or the wallet home) shows of the history. */
export interface HistoryView {
  readonly entries: readonly HistoryEntry[];
  readonly loading: boolean;
  readonly done: boolean;
  readonly failed: boolean;
}

/** How history entries are told apart (paging and the live home's refresh). */
export const historyKey = (entry: HistoryEntry): string => entry.id;

export const historyMachine = createPagedListMachine<HistoryEntry, HistoryInput>({
  id: 'history',
  pageSize: HISTORY_PAGE_SIZE,
  keyOf: historyKey,
});

export type HistorySnapshot = SnapshotFrom<typeof historyMachine>;

export function selectHistoryView(snapshot: HistorySnapshot): HistoryView {
  const { items, ...view } = selectPagedList(snapshot);
  return { entries: items, ...view };
}
