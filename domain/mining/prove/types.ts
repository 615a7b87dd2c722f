/** Proof of humanity's shapes (seed 001 §3 "Proof-of-humanity info", §4 "Proof status"). */
import type { DecimalString } from '../../money/types';

/** Seed 001 §4: the statuses a paid proof goes through. */
export type ProveStatus = 'received' | 'internalInQueue' | 'responsing' | 'internalError' | 'confirmProve';

export interface ProveInfo {
  /** The cost: TON (tonAmount), USD (amount) and Stars (starAmount), as the server prices it. */
  readonly tonAmount: { readonly tonAmount: DecimalString; readonly amount: DecimalString; readonly starAmount: number };
  /** null before any paid proof. */
  readonly inProgressStatus: ProveStatus | null;
  /** 0: in no human group. */
  readonly humanGroup: number;
  readonly confirmProve: boolean;
  /** The campaign's deadline (ISO), from the backend's configuration. */
  readonly deadline: string;
  readonly serverTime: string;
}

export interface ProveConfirmed {
  readonly confirmProve: true;
  readonly serverTime: string;
}
