/**
 * The WalletApi port over HTTP. Its contract module (contract/wallet.ts) is part of the home's
 * first load: these are the home's first calls.
 */
import type { WalletApi } from '../../domain/wallet/port';
import type { HttpClient } from './client';
import { walletContract as w } from './contract/wallet';

export function createHttpWalletApi(http: HttpClient): WalletApi {
  return {
    wallets: (options) => http.call(w.tgUserWallets, { ...options }),
    totalBalance: ({ accountIndex, boostNotification }, options) =>
      http.call(w.totalBalance, { ...options, query: { accountIndex, boostNotification: boostNotification ? '1' : undefined } }),
    history: async (query, options) => (await http.call(w.history, { ...options, query })).history,
  };
}
