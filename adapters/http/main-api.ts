/**
 * The MainApi port over HTTP: one method per contract call, answers already parsed by the contract.
 *
 * The wallet home's calls use their own small contract module (contract/wallet.ts), part of the
 * first load. Every other call's schemas (swaps, transfers, presets) live in contract/main.ts,
 * which is downloaded and built the first time one of them is called, or earlier once the page is
 * idle (`prefetchContract`), so building them never delays the home.
 */
import type { MainApi } from '../../domain/ports';
import type { HttpClient } from './client';
import type { mainContract } from './contract/main';
import { HEADERS } from './contract/headers';
import { walletContract as w } from './contract/wallet';

let fullContract: Promise<{ mainContract: typeof mainContract }> | null = null;

/** The whole main contract, loaded once; a failed download is tried again on the next call. */
function contract(): Promise<typeof mainContract> {
  fullContract ??= import('./contract/main').catch((error: unknown) => {
    fullContract = null;
    throw error;
  });
  return fullContract.then((module) => module.mainContract);
}

/** Starts loading the rest of the contract without waiting for it (for an idle moment). */
export function prefetchContract(): void {
  contract().catch(() => undefined);
}

export function createHttpMainApi(http: HttpClient): MainApi {
  return {
    wallets: (options) => http.call(w.tgUserWallets, { ...options }),
    totalBalance: ({ accountIndex, boostNotification }, options) =>
      http.call(w.totalBalance, { ...options, query: { accountIndex, boostNotification: boostNotification ? '1' : undefined } }),
    balances: (accountIndex, options) => http.call(w.balances, { ...options, body: { accountIndex } }),
    history: async (query, options) => (await http.call(w.history, { ...options, query })).history,
    stableCoins: async ({ chainId, accountIndex }, options) => http.call((await contract()).stableCoins, { ...options, query: { chainID: chainId, accountIndex } }),
    knownTokens: async (request, options) => http.call((await contract()).knownTokens, { ...options, body: request }),
    fetchRoute: async (request, options) => http.call((await contract()).fetchRoute, { ...options, body: request }),
    simulateTonSwap: async (request, options) => http.call((await contract()).tonSimulateSwap, { ...options, body: request }),
    swap: async (request, options) => http.call((await contract()).swap, { ...options, body: request }),
    tonSwap: async ({ accountIndex, ...body }, options) =>
      http.call((await contract()).tonSwap, { ...options, body, headers: { [HEADERS.walletIndex]: String(accountIndex) } }),
    transfer: async (request, options) => http.call((await contract()).transfer, { ...options, body: request }),
    createPresetSwap: async (request, options) => http.call((await contract()).createPresetSwap, { ...options, body: request }),
    presetTokens: async ({ startParam }, options) => http.call((await contract()).getPresetTokens, { ...options, query: { startParam } }),
  };
}
