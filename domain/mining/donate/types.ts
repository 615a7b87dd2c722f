/** Donations' shapes (seed 001 §3 "Donation form"; the wire contract is adapters/http/contract/mining/donate.ts). */
import type { DecimalString } from '../../money/types';

export type DonationKind = 'sbt' | 'chat' | 'hallOfFame';

export interface HallOfFameEntry {
  readonly name: string;
  readonly comment: string;
  readonly tonAmount: DecimalString;
  readonly donatedAt: string;
}

export interface HallOfFame {
  readonly entries: readonly HallOfFameEntry[];
  readonly minTonAmount: DecimalString;
  readonly serverTime: string;
}
