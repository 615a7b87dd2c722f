/** What the auction screen keeps (machine.ts): plain data only, so its snapshots serialise. */
import type { AuctionFailure, ClaimFailure } from './failure';
import type { Auction } from './types';

/** An answer with the device-clock instant it arrived (the server's time is projected from it). */
export interface ReceivedAuction {
  readonly auction: Auction;
  readonly receivedAt: number;
}

export interface AuctionInput {
  /** The failed claim the user already acknowledged (kept on the device), or null. */
  readonly acknowledgedClaimId: string | null;
}

export interface AuctionContext {
  readonly received: ReceivedAuction | null;
  /** The device clock at the last tick. */
  readonly now: number;
  readonly failure: AuctionFailure | null;
  readonly claimFailure: ClaimFailure | null;
  readonly acknowledgedClaimId: string | null;
  /** This claim attempt's key: made on confirming, kept while its outcome is unknown. */
  readonly idempotencyKey: string | null;
  /** This attempt stakes stakingPart of the share for 3 months (claim and stake). */
  readonly stake: boolean;
  /** Days the calculator waits. */
  readonly waitDays: number;
}
