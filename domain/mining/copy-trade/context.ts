/** The copy-trade flow's context: what the server said and the form the user fills (plain data). */
import type { CopyTradeFailure } from './failure';
import type { CopyTrade, CopyTradeChainId, FundingToken } from './types';

export interface CopyTradeInput {
  readonly accountIndex: number;
}

export interface CopyTradeContext {
  readonly accountIndex: number;
  readonly loaded: boolean;
  readonly trades: readonly CopyTrade[];
  readonly tokens: readonly FundingToken[];
  /** The account's EVM address (the not-enough-balance screen). */
  readonly address: string;
  readonly traderAddress: string;
  readonly chainId: CopyTradeChainId | null;
  readonly token: FundingToken | null;
  /** The deposit in USD as the field shows it. */
  readonly deposit: string;
  /** Percent, 0 to 100 in steps of 10. */
  readonly ante: number;
  readonly failure: CopyTradeFailure | null;
  readonly started: CopyTrade | null;
  /** The start's idempotency key, kept while its outcome is unknown (a retry reuses it). */
  readonly startKey: string | null;
}
