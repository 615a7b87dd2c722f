/** Object mothers: test data with names that say what they are for. */
import type { BalanceEntry, HistoryEntry, TotalBalance, WalletAccount } from '../../domain/wallet/types';

export function aWallet(accountIndex = 0, overrides: Partial<WalletAccount> = {}): WalletAccount {
  const hex = accountIndex.toString(16).padStart(4, '0');
  return {
    accountIndex,
    address: `0x${hex}000000000000000000000000000000000${hex}`,
    tonUnbouncableAddress: `UQA${hex}bcdefghijklmnopqrstuvwxyz0123456789ABCDEFG${hex}`.slice(0, 48),
    totalBalanceUsd: '0',
    ...overrides,
  };
}

export function aTotalBalance(totalBalanceUsd = '0', overrides: Partial<TotalBalance> = {}): TotalBalance {
  return { totalBalanceUsd, hasTrades: false, isNotifyForBoost: false, ...overrides };
}

export function aBalance(symbol: string, usdAmount: string, overrides: Partial<BalanceEntry> = {}): BalanceEntry {
  return {
    address: `0x${symbol.toLowerCase().padEnd(40, '0').slice(0, 40)}`,
    chainId: 1,
    decimals: 18,
    symbol,
    name: symbol,
    logoURI: '',
    tokensAmount: '1',
    usdAmount,
    tokensCost: usdAmount,
    ...overrides,
  };
}

/** A deposit entry whose id and date tell where it sits in a list (`n` = position, newest first). */
export function aDeposit(n: number, overrides: Partial<Extract<HistoryEntry, { type: 'deposit' }>> = {}): HistoryEntry {
  return {
    id: `deposit-${n}`,
    type: 'deposit',
    createdAt: new Date(Date.UTC(2025, 0, 1) - n * 60_000).toISOString(),
    asset: 'TON',
    amount: String(1_000_000_000 + n),
    decimals: 9,
    ...overrides,
  };
}

/** `count` deposits, ids offset by `from` so pages of one list never collide. */
export function deposits(count: number, from = 0): HistoryEntry[] {
  return Array.from({ length: count }, (_, i) => aDeposit(from + i));
}
