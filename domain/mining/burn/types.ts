/** A burn as the domain sees it (seed 001 §4, §9; docs/decisions/mining-home.md "Burn modal"). */
import type { DecimalString } from '../../money/types';
import type { Instant, MiningRecord } from '../shared/types';

/** What the server says a burn costs and gives. */
export interface BurnOffer {
  /** SWITCH per hour added per PUNK burned. */
  readonly rate: DecimalString;
  readonly boostHours: number;
  readonly minAmount: DecimalString;
  /** TON the burn costs as gas (seed 001 §9: 0.005). */
  readonly gasTon: DecimalString;
}

export interface BurnReceipt extends MiningRecord {
  readonly burnId: string;
  readonly burnedAmount: DecimalString;
  /** SWITCH per hour the burn adds until boostEndsAt. */
  readonly addedSpeed: DecimalString;
  readonly boostEndsAt: Instant;
  readonly gas: { readonly amount: DecimalString; readonly symbol: 'TON' };
}
