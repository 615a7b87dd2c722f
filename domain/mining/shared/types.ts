/**
 * The user's mining record, which every mining feature reads (seed 001 §3; MINING.md). Amounts are
 * decimal strings exactly as the server sent them; instants are ISO 8601 strings. The HTTP adapter
 * checks the wire shapes (adapters/http/contract/mining/record.ts) and hands these over unchanged.
 */
import type { DecimalString } from '../../money/types';

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
  /** When the storage is full: the server decides it (its claim period), the client shows it. */
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

/** The mining clock's rules as the server applies them: the client shows them, never decides with them. */
export interface MiningRules {
  readonly baseSpeed: DecimalString;
  readonly claimPeriodHours: number;
  readonly bonuses: {
    readonly verifiedPercent: number;
    readonly alliancePercent: number;
    readonly inviterPercent: number;
    readonly inviterOfInviterPercent: number;
  };
  readonly serverTime: Instant;
}
