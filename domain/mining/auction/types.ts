/** The auction's shapes as the domain sees them (seed 001 §3 "Auction data"; the wire contract is adapters/http/contract/mining/auction.ts). */
import type { DecimalString } from '../../money/types';

export type AuctionProgress = 'sending' | 'responsed' | 'failed';

export interface Auction {
  /** What a claim-all pays now, SWITCH. */
  readonly availableAmount: DecimalString;
  /** The mined SWITCH the auction counts. */
  readonly gotAmount: DecimalString;
  readonly stakingPart: DecimalString;
  readonly switchPriceUsd: DecimalString;
  /** TON. */
  readonly claimPrice: DecimalString;
  /** TON a claim needs on top of its price. */
  readonly gasReserve: DecimalString;
  readonly currDay: number;
  readonly nextDayInMs: number;
  readonly progressStatus: AuctionProgress | null;
  readonly hasSuccessSwitchSend: boolean;
  readonly shareBp: number;
  readonly startsAt: string;
  readonly deadline: string;
  readonly phase: 'not-started' | 'open' | 'closed';
  readonly lastClaim: {
    readonly claimId: string;
    readonly paidAmount: DecimalString;
    readonly burnedAmount: DecimalString;
    /** Claim-and-stake's 3-month deposit, SWITCH (absent or '0' when nothing was staked). */
    readonly stakedAmount?: DecimalString | undefined;
    readonly claimedAt: string;
  } | null;
  readonly depositAddress: string;
  readonly serverTime: string;
}

export interface AuctionClaimed {
  readonly progressStatus: AuctionProgress;
  readonly claimId: string;
  readonly paidAmount: DecimalString;
  readonly burnedAmount: DecimalString;
  /** Claim-and-stake's 3-month deposit, SWITCH (absent or '0' for a plain claim). */
  readonly stakedAmount?: DecimalString | undefined;
  readonly auction: Auction;
}
