/** The CreateCoinApi port over the mining server; arrives with the create-coin task's sheet. */
import type { CreateCoinApi } from '../../../domain/mining/tasks/create-coin/port';
import type { HttpClient } from '../client';
import { createCoinContract as c } from '../contract/mining/create-coin';

export function createHttpCreateCoinApi(http: HttpClient): CreateCoinApi {
  return { checkHash: (hash, options) => http.call(c.checkHash, { ...options, body: { hash } }) };
}
