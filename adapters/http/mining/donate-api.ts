/** The DonateApi port over the mining server; arrives with the donate screens' first call. */
import type { DonateApi } from '../../../domain/mining/donate/port';
import type { HttpClient } from '../client';
import { donateContract as c } from '../contract/mining/donate';

export function createHttpDonateApi(http: HttpClient): DonateApi {
  return {
    hallOfFame: (options) => http.call(c.hallOfFame, { ...options }),
  };
}
