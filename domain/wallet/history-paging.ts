/** Transaction history pages forward, 10 per page, until a page returns fewer than 10 (seed 000 §4). */
import { offsetPage, type Page, type PageCursor } from '../shared/paging';
import type { HistoryEntry } from './types';

export const HISTORY_PAGE_SIZE = 10;

/** The /history query for a page of the shared list machine. */
export function historyPageQuery(accountIndex: number, cursor: PageCursor | null, limit: number) {
  return { accountIndex, offset: typeof cursor === 'number' ? cursor : 0, limit };
}

/** The page /history answered, by the shared paging rule (no count: a short page is the last). */
export function historyPage(entries: readonly HistoryEntry[], query: { readonly offset: number; readonly limit: number }): Page<HistoryEntry> {
  return offsetPage(entries, query);
}
