/** SWITCH mined per UTC day over the mining server (GET /mining/minedByDay). */
import type { CallOptions } from '../../shared/call-options';
import type { MinedByDay } from './types';

export interface EarningsApi {
  minedByDay(options?: CallOptions): Promise<MinedByDay>;
}
