/** The token page's calls of the main backend (issue 38). Failures reject with ApiError. */
import type { CallOptions } from '../../shared/call-options';
import type { ChainId } from '../../chains';
import type { HistoryEntry } from '../types';
import type { PriceHistory, PriceHistoryQuery } from './types';

export interface TokenHistoryQuery {
  readonly accountIndex: number;
  readonly chainId: ChainId;
  readonly address: string;
  readonly offset: number;
  readonly limit: number;
}

export interface TokenPageApi {
  priceHistory(query: PriceHistoryQuery, options?: CallOptions): Promise<PriceHistory>;
  /** The account's history entries that move this token (either side of a swap), newest first. */
  history(query: TokenHistoryQuery, options?: CallOptions): Promise<readonly HistoryEntry[]>;
}
