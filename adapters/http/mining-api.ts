/** The MiningApi port over HTTP (the second server). Grows with the mining issues. */
import type { MiningApi } from '../../domain/ports';
import type { HttpClient } from './client';
import { miningContract as c } from './contract/mining';

export function createHttpMiningApi(http: HttpClient): MiningApi {
  return {
    health: async (options) => {
      await http.call(c.health, { ...options });
      return { ok: true };
    },
  };
}
