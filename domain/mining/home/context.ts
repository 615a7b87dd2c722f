/** What the mining home keeps (machine.ts): plain data only, so its snapshots serialise. */
import type { ClaimReceipt, MiningRecord, UserMining } from '../shared/types';
import type { MiningFailure } from './failure';
import type { ProjectionBasis } from './projection';

/** A server answer with the device-clock instant it arrived (for the server-time offset). */
export interface ReceivedRecord {
  readonly record: MiningRecord;
  readonly receivedAt: number;
}

export interface ReceivedClaim {
  readonly receipt: ClaimReceipt;
  readonly receivedAt: number;
}

export interface MiningHomeInput {
  /** The start parameter's referral code, when the app was launched from an invite link. */
  readonly ref?: string | null | undefined;
}

export interface MiningHomeContext {
  readonly ref: string | null;
  readonly mining: UserMining | null;
  readonly basis: ProjectionBasis | null;
  /** 1e-9 SWITCH shown now (decimal digits; bigint does not serialise). */
  readonly shownUnits: string;
  /** The device clock at the last tick or answer. */
  readonly now: number;
  readonly loadFailure: MiningFailure | null;
  readonly claimKey: string | null;
  readonly claimFailure: MiningFailure | null;
  readonly lastClaim: ClaimReceipt | null;
}
