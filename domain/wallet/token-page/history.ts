/**
 * The token page's own history (issue 38): the home's history list (pages of 10 until a short
 * page), asked with the token as a filter.
 */
import type { SnapshotFrom } from 'xstate';
import type { ChainId } from '../../chains';
import { createPagedListMachine } from '../../shared/paged-list-machine';
import { historyKey } from '../history-machine';
import { HISTORY_PAGE_SIZE } from '../history-paging';
import type { HistoryEntry } from '../types';

export interface TokenHistoryInput {
  readonly accountIndex: number;
  readonly chainId: ChainId;
  readonly address: string;
}

export const tokenHistoryMachine = createPagedListMachine<HistoryEntry, TokenHistoryInput>({
  id: 'tokenHistory',
  pageSize: HISTORY_PAGE_SIZE,
  keyOf: historyKey,
});

export type TokenHistorySnapshot = SnapshotFrom<typeof tokenHistoryMachine>;
