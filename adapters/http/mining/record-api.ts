/**
 * The MiningRecordApi port over the mining server. This module, with its contract, arrives with
 * the first mining call (adapters/compose.ts), never with the home's first load.
 */
import type { MiningRecordApi } from '../../../domain/mining/shared/port';
import type { HttpClient } from '../client';
import { recordContract as c } from '../contract/mining/record';

export function createHttpMiningRecordApi(http: HttpClient): MiningRecordApi {
  return {
    createUserMining: (request, options) => http.call(c.createUserMining, { ...options, body: request.ref === undefined ? {} : { ref: request.ref } }),
    userMining: (options) => http.call(c.getUserMining, { ...options }),
    claim: (options) => http.call(c.claimMining, { ...options, body: {} }),
    rules: (options) => http.call(c.miningRules, { ...options }),
  };
}
