/**
 * The mining area's data as the domain sees it (seed 001 §3; MINING.md). Amounts are decimal
 * strings exactly as the server sent them; instants are ISO 8601 strings. The HTTP adapter checks
 * the wire shapes (adapters/http/contract/mining/*.ts) and hands these over unchanged.
 */
import type { DecimalString } from '../money/types';
import type { ExternalWalletTransaction } from '../ports';

/** An instant as ISO 8601 with its offset. */
export type Instant = string;

/** 0 not mining yet, 1 Adept, 2 Master, 3 Magister, 4 Grandmaster, 5 Cardinal. */
export type GuildRank = number;

/** Seed 001 §3, the user mining record, every field. */
export interface UserMining {
  /** SWITCH per hour in force now: the base speed plus every active boost. */
  readonly speed: DecimalString;
  /** Mined SWITCH credited so far. */
  readonly gotAmount: DecimalString;
  /** Accrued since the last claim and claimable now (capped at the deadline), at serverTime. */
  readonly miningAmount: DecimalString;
  readonly dttmClaimDeadline: Instant;
  readonly dttmLastClaim: Instant;
  readonly status: 'mining' | 'full';
  readonly dttmLastPayment: Instant | null;
  readonly guild: GuildRank;
  readonly alliance: string | null;
  readonly withheld: DecimalString;
  readonly autoclaimActive: boolean;
  /** When a paid autoclaim takes effect; null when none is waiting. */
  readonly dttmAutoclaimActivation: Instant | null;
  readonly lockAmount: DecimalString;
  readonly humanGroup: number;
  readonly confirmProve: boolean;
  readonly dttmAdded: Instant;
}

/** The record with the server's clock at the moment it was read. */
export interface MiningRecord {
  readonly mining: UserMining;
  readonly serverTime: Instant;
}

export interface CreatedMining extends MiningRecord {
  readonly created: boolean;
  readonly referral: 'none' | 'accepted' | 'refused';
}

export interface ClaimReceipt extends MiningRecord {
  readonly claimId: string;
  readonly claimedAmount: DecimalString;
  /** Claimed plus the verified and alliance bonuses. */
  readonly creditedAmount: DecimalString;
  readonly verifiedBonus: DecimalString;
  readonly allianceBonus: DecimalString;
}

export interface BurnReceipt extends MiningRecord {
  readonly burnId: string;
  readonly burnedAmount: DecimalString;
  /** SWITCH per hour the burn adds until boostEndsAt. */
  readonly addedSpeed: DecimalString;
  readonly boostEndsAt: Instant;
  readonly gas: { readonly amount: DecimalString; readonly symbol: 'TON' };
}

/** Prices, treasury and rates: the server decides every value, the client shows them. */
export interface MiningConfig {
  readonly treasuryAddress: string;
  readonly baseSpeed: DecimalString;
  readonly claimPeriodHours: number;
  readonly bonuses: {
    readonly verifiedPercent: number;
    readonly alliancePercent: number;
    readonly inviterPercent: number;
    readonly inviterOfInviterPercent: number;
  };
  readonly burn: { readonly rate: DecimalString; readonly boostHours: number; readonly minAmount: DecimalString; readonly gasTon: DecimalString };
  readonly autoclaim: { readonly tonPrice: DecimalString; readonly starsPrice: number; readonly activationDelayMs: number };
  readonly serverTime: Instant;
}

// The payment shapes belong to the payment flow (domain/payment), which every mining feature pays
// through; re-exported here for the mining port and its features.
export type { PaymentIntent, PaymentPurpose, PaymentStatus, PaymentWay } from '../payment/types';

/** An internal transfer to the treasury (dry run or real). */
export interface TreasuryTransferRequest {
  readonly to: string;
  readonly amount: DecimalString;
  readonly accountIndex: number;
  readonly dry: boolean;
}

export interface TreasuryTransferAnswer {
  readonly dry: boolean;
  readonly fee: { readonly amount: DecimalString; readonly symbol: 'TON' };
  readonly transferId?: string | undefined;
  readonly activatesAt?: Instant | undefined;
}

export interface StarsInvoice {
  readonly link: string;
  readonly intentId: string;
  /** Whole Stars. */
  readonly amount: number;
  readonly currency: 'XTR';
  readonly serverTime: Instant;
}

export interface ExternalPaymentRequest {
  readonly transaction: ExternalWalletTransaction;
  readonly intentId: string;
  readonly serverTime: Instant;
}
