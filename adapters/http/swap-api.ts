/** The SwapApi port over HTTP; its contract module (contract/swap.ts) arrives with the swap screens. */
import type { SwapApi } from '../../domain/swap/port';
import type { HttpClient } from './client';
import { HEADERS } from './contract/headers';
import { lazyModule } from './lazy-module';

export const swapContractModule = lazyModule(() => import('./contract/swap').then((module) => module.swapContract));

export function createHttpSwapApi(http: HttpClient): SwapApi {
  const c = swapContractModule.get;
  return {
    fetchRoute: async (request, options) => http.call((await c()).fetchRoute, { ...options, body: request }),
    simulateTonSwap: async (request, options) => http.call((await c()).tonSimulateSwap, { ...options, body: request }),
    swap: async (request, options) => http.call((await c()).swap, { ...options, body: request }),
    tonSwap: async ({ accountIndex, ...body }, options) =>
      http.call((await c()).tonSwap, { ...options, body, headers: { [HEADERS.walletIndex]: String(accountIndex) } }),
    createPresetSwap: async (request, options) => http.call((await c()).createPresetSwap, { ...options, body: request }),
    presetTokens: async ({ startParam }, options) => http.call((await c()).getPresetTokens, { ...options, query: { startParam } }),
  };
}
