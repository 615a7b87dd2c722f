/** The WalletTasksApi port over the mining server; arrives with a wallet task's sheet. */
import type { WalletTasksApi } from '../../../domain/mining/tasks/wallet-tasks/port';
import type { HttpClient } from '../client';
import { walletTasksContract as c } from '../contract/mining/wallet-tasks';

export function createHttpWalletTasksApi(http: HttpClient): WalletTasksApi {
  return {
    checkPunkStaking: (walletAddress, options) => http.call(c.checkPunkStaking, { ...options, body: { walletAddress } }),
    setTonWallet: (walletAddress, options) => http.call(c.setTonWallet, { ...options, body: { walletAddress } }),
  };
}
