/** What the auction screen hears from its screen, its polling and its ticker. */
import type { PollAnswerEvent } from '../../shared/polling';
import type { ReceivedAuction } from './context';

export type AuctionEvent =
  | { readonly type: 'auction.retry' }
  /** The sticky claim-all button: opens the claim sheet. */
  | { readonly type: 'claim.open' }
  /** Claim all, or claim and stake (stakingPart of the share staked for 3 months). */
  | { readonly type: 'claim.confirm'; readonly stake?: boolean }
  /** Closes the claim or insufficient-balance sheet. */
  | { readonly type: 'sheet.close' }
  /** The failure sheet's acknowledgement (kept on the device). */
  | { readonly type: 'failure.acknowledge' }
  /** Leaves the full-screen success. */
  | { readonly type: 'success.close' }
  | { readonly type: 'calculator.wait'; readonly days: number }
  | { readonly type: 'clock.tick'; readonly now: number }
  | PollAnswerEvent<ReceivedAuction>;
