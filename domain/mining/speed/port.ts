/** The speed's breakdown over the mining server (GET /mining/speed). */
import type { CallOptions } from '../../shared/call-options';
import type { SpeedBreakdown } from './types';

export interface SpeedApi {
  breakdown(options?: CallOptions): Promise<SpeedBreakdown>;
}
