/** The wallet home's calls of the main backend (seed 000 §2, §4, §7). Failures reject with ApiError. */
import type { CallOptions } from '../shared/call-options';
import type { HistoryEntry, TotalBalance, WalletAccount } from './types';

export interface WalletApi {
  wallets(options?: CallOptions): Promise<readonly WalletAccount[]>;
  totalBalance(query: { accountIndex: number; boostNotification?: boolean }, options?: CallOptions): Promise<TotalBalance>;
  history(query: { accountIndex: number; offset: number; limit: number }, options?: CallOptions): Promise<readonly HistoryEntry[]>;
}
