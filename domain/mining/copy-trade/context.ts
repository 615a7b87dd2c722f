/** The copy-trade flow's context: what the server said and the form the user fills (plain data). */
import type { CopyTradeDraft } from './draft';
import type { EnterableStep } from './events';
import type { CopyTradeFailure } from './failure';
import type { CopyTrade, CopyTradeChainId, FundingToken } from './types';

export interface CopyTradeInput {
  readonly accountIndex: number;
  /** The form kept on the device (draft.ts), restored when the flow opens on a step's path. */
  readonly draft?: CopyTradeDraft | null | undefined;
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
  readonly draft: CopyTradeDraft | null;
  /** The step whose path the flow opened on (a reload, a deep link), entered once it is loaded. */
  readonly resumeAt: EnterableStep | null;
  /** The start's idempotency key, kept while its outcome is unknown (a retry reuses it). */
  readonly startKey: string | null;
}
