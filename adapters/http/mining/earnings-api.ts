/** The EarningsApi port over the mining server; arrives with the mining home's chart. */
import type { EarningsApi } from '../../../domain/mining/earnings/port';
import type { HttpClient } from '../client';
import { earningsContract as c } from '../contract/mining/earnings';

export function createHttpEarningsApi(http: HttpClient): EarningsApi {
  return {
    minedByDay: (options) => http.call(c.minedByDay, { ...options }),
  };
}
