/** The BurnApi port over the mining server; arrives with the burn modal's first call. */
import type { BurnApi } from '../../../domain/mining/burn/port';
import type { HttpClient } from '../client';
import { burnContract as c } from '../contract/mining/burn';

export function createHttpBurnApi(http: HttpClient): BurnApi {
  return {
    offer: (options) => http.call(c.burnOffer, { ...options }),
    burnPunks: (request, options) => http.call(c.burnPunks, { ...options, body: request }),
  };
}
