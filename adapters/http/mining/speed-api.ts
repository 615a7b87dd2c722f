/** The SpeedApi port over the mining server; arrives with the speed screen's first call. */
import type { SpeedApi } from '../../../domain/mining/speed/port';
import type { HttpClient } from '../client';
import { speedContract as c } from '../contract/mining/speed';

export function createHttpSpeedApi(http: HttpClient): SpeedApi {
  return {
    breakdown: (options) => http.call(c.speedBreakdown, { ...options }),
  };
}
