/** The ProveApi port over the mining server; arrives with the proof screens' first call. */
import type { ProveApi } from '../../../domain/mining/prove/port';
import type { HttpClient } from '../client';
import { proveContract as c } from '../contract/mining/prove';

export function createHttpProveApi(http: HttpClient): ProveApi {
  return {
    info: (options) => http.call(c.getProve, { ...options }),
    confirmCode: (code, options) => http.call(c.confirmProve, { ...options, body: { code } }),
  };
}
