/**
 * Burning PUNK for a speed boost (seed 001 §4 "Burn modal", §7 "burn punks"). Refusals reject with
 * ApiError and carry the codes 'not-enough-punk' (4002) and 'not-enough-gas' (4003).
 */
import type { DecimalString } from '../../money/types';
import type { CallOptions, ValueCallOptions } from '../../shared/call-options';
import type { BurnOffer, BurnReceipt } from './types';

export interface BurnApi {
  /** The rate, minimum and gas of a burn, from the server. */
  offer(options?: CallOptions): Promise<BurnOffer>;
  burnPunks(request: { amount: DecimalString }, options: ValueCallOptions): Promise<BurnReceipt>;
}
