/** The MainApi port over HTTP: one method per contract call, answers already parsed by the contract. */
import type { MainApi } from '../../domain/ports';
import type { HttpClient } from './client';
import { HEADERS } from './contract/common';
import { mainContract as c } from './contract/main';

export function createHttpMainApi(http: HttpClient): MainApi {
  return {
    wallets: (options) => http.call(c.tgUserWallets, { ...options }),
    totalBalance: ({ accountIndex, boostNotification }, options) =>
      http.call(c.totalBalance, { ...options, query: { accountIndex, boostNotification: boostNotification ? '1' : undefined } }),
    balances: (accountIndex, options) => http.call(c.balances, { ...options, body: { accountIndex } }),
    history: async (query, options) => (await http.call(c.history, { ...options, query })).history,
    stableCoins: ({ chainId, accountIndex }, options) => http.call(c.stableCoins, { ...options, query: { chainID: chainId, accountIndex } }),
    knownTokens: (request, options) => http.call(c.knownTokens, { ...options, body: request }),
    fetchRoute: (request, options) => http.call(c.fetchRoute, { ...options, body: request }),
    simulateTonSwap: (request, options) => http.call(c.tonSimulateSwap, { ...options, body: request }),
    swap: (request, options) => http.call(c.swap, { ...options, body: request }),
    tonSwap: ({ accountIndex, ...body }, options) =>
      http.call(c.tonSwap, { ...options, body, headers: { [HEADERS.walletIndex]: String(accountIndex) } }),
    transfer: (request, options) => http.call(c.transfer, { ...options, body: request }),
    createPresetSwap: (request, options) => http.call(c.createPresetSwap, { ...options, body: request }),
    presetTokens: ({ startParam }, options) => http.call(c.getPresetTokens, { ...options, query: { startParam } }),
  };
}
