/**
 * The MiningApi port over HTTP (the second server). Grows with the mining issues. Its contract
 * arrives with the first mining call, never with the home's first load (issue 10: the mining area
 * must not add a byte to it).
 */
import type { MiningApi } from '../../domain/ports';
import type { HttpClient } from './client';
import { lazyModule } from './lazy-module';

export const miningContractModule = lazyModule(() => import('./contract/mining').then((module) => module.miningContract));

export function createHttpMiningApi(http: HttpClient): MiningApi {
  return {
    health: async (options) => {
      await http.call((await miningContractModule.get()).health, { ...options });
      return { ok: true };
    },
  };
}
