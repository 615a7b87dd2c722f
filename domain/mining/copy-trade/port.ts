/** Copy trading's calls (seed 001 §7 "Copy trading"; docs/contract.md rows "copy trade"). */
import type { CallOptions, ValueCallOptions } from '../../shared/call-options';
import type { CopyTrade, CopyTrades, StartCopyTradeRequest } from './types';

export interface CopyTradeApi {
  /**
   * The account's copy trades and fundable holdings; with a trade id, that trade and the newest page
   * of its mirrored trades, or the page `transactionsPageToken` names (refused 'not-found' if not the caller's).
   */
  copyTrades(request: { accountIndex: number; copyTradeId?: string | undefined; transactionsPageToken?: string | undefined }, options?: CallOptions): Promise<CopyTrades>;
  /** Moves the deposit from the wallet into a new position, once per key. */
  start(request: StartCopyTradeRequest, options: ValueCallOptions): Promise<CopyTrade>;
  /** Stops a position: what it holds returns to the wallet, once. */
  cancel(request: { _id: string }, options: ValueCallOptions): Promise<CopyTrade>;
}
