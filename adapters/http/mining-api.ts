/**
 * The MiningApi port over HTTP (the second server). Its contract arrives with the first mining
 * call, never with the home's first load (issue 10: the mining area must not add a byte to it).
 */
import type { MiningApi } from '../../domain/mining/port';
import type { HttpClient } from './client';
import { lazyModule } from './lazy-module';

export const miningContractModule = lazyModule(() => import('./contract/mining').then((module) => module.miningContract));

export function createHttpMiningApi(http: HttpClient): MiningApi {
  const c = miningContractModule.get;
  return {
    health: async (options) => {
      await http.call((await c()).health, { ...options });
      return { ok: true };
    },
    createUserMining: async (request, options) => http.call((await c()).createUserMining, { ...options, body: request.ref === undefined ? {} : { ref: request.ref } }),
    userMining: async (options) => http.call((await c()).getUserMining, { ...options }),
    claim: async (options) => http.call((await c()).claimMining, { ...options, body: {} }),
    burnPunks: async (request, options) => http.call((await c()).burnPunks, { ...options, body: request }),
    config: async (options) => http.call((await c()).miningConfig, { ...options }),
    paymentIntent: async (query, options) => http.call((await c()).paymentIntent, { ...options, query }),
    autoclaimTransfer: async (request, options) =>
      http.call((await c()).transfer, { ...options, body: { ...request, tokenAddress: 'TON', chainId: 'TON' } }),
    starsAutoclaim: async (options) => {
      const answer = await http.call((await c()).starsAutoclaim, { ...options, body: {} });
      return { ...answer.data, serverTime: answer.serverTime };
    },
    externalAutoclaim: async (options) => {
      const answer = await http.call((await c()).externalAutoclaim, { ...options, body: {} });
      return { ...answer.data, serverTime: answer.serverTime };
    },
  };
}
