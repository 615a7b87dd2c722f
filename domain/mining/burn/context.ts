/** What the burn modal keeps (machine.ts): plain data only, so its snapshots serialise. */
import type { DecimalString } from '../../money/types';
import type { ApiFailure } from '../../shared/api-failure';
import type { BurnFailure } from './failure';
import type { BurnReceipt } from './types';

/** A burn answer with the device-clock instant it arrived (the mining home's projection needs it). */
export interface ReceivedBurn {
  readonly receipt: BurnReceipt;
  readonly receivedAt: number;
}

/** What one burn call sends. */
export interface BurnCall {
  readonly amount: DecimalString;
  readonly idempotencyKey: string;
}

export interface BurnContext {
  readonly amountText: string;
  readonly rate: DecimalString | null;
  readonly minAmount: DecimalString;
  /** TON the burn costs as gas (seed 001 §9: 0.005), or null while unknown. */
  readonly gasTon: DecimalString | null;
  readonly configFailure: ApiFailure | null;
  readonly failure: BurnFailure | null;
  readonly idempotencyKey: string | null;
  readonly burned: ReceivedBurn | null;
}
