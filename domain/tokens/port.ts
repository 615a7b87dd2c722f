/**
 * Token reads every feature shares (the wallet home's balances, swap's and send's holdings, the
 * picker's and refill's catalogue). Failures reject with ApiError.
 */
import type { ChainId } from '../chains';
import type { CallOptions } from '../shared/call-options';
import type { BalanceEntry, KnownTokensPage, KnownTokensRequest } from './types';

export interface TokensApi {
  /** The account's holdings, sorted by usdAmount descending. */
  balances(accountIndex: number, options?: CallOptions): Promise<readonly BalanceEntry[]>;
  /** Stablecoin and ETH holdings of one account on one chain. */
  stableCoins(query: { chainId: ChainId; accountIndex: number }, options?: CallOptions): Promise<readonly BalanceEntry[]>;
  /** A page of the token catalogue (catalogue.ts reads it as a paged list). */
  knownTokens(request: KnownTokensRequest, options?: CallOptions): Promise<KnownTokensPage>;
}
