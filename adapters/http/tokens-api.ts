/**
 * The TokensApi port over HTTP. Balances are a home call (contract/wallet.ts, first load); the
 * catalogue's schemas (contract/tokens.ts) arrive with the first screen that pages it.
 */
import type { TokensApi } from '../../domain/tokens/port';
import type { HttpClient } from './client';
import { walletContract as w } from './contract/wallet';
import { lazyModule } from './lazy-module';

export const tokensContractModule = lazyModule(() => import('./contract/tokens').then((module) => module.tokensContract));

export function createHttpTokensApi(http: HttpClient): TokensApi {
  const c = tokensContractModule.get;
  return {
    balances: (accountIndex, options) => http.call(w.balances, { ...options, body: { accountIndex } }),
    stableCoins: async ({ chainId, accountIndex }, options) => http.call((await c()).stableCoins, { ...options, query: { chainID: chainId, accountIndex } }),
    knownTokens: async (request, options) => http.call((await c()).knownTokens, { ...options, body: request }),
  };
}
