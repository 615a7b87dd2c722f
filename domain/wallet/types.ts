import type { DecimalString, UnitsString } from '../money/types';
import type { BalanceEntry } from '../tokens/types';

export interface WalletAccount {
  readonly accountIndex: number;
  /** EVM address (checksummed). */
  readonly address: string;
  /** TON user-friendly non-bounceable address. */
  readonly tonUnbouncableAddress: string;
  readonly totalBalanceUsd: DecimalString;
}

export interface TotalBalance {
  readonly totalBalanceUsd: DecimalString;
  readonly hasTrades: boolean;
  readonly isNotifyForBoost: boolean;
}

interface HistoryBase {
  readonly id: string;
  /** ISO 8601 timestamp. */
  readonly createdAt: string;
}
export interface SwapHistoryEntry extends HistoryBase {
  readonly type: 'swap';
  readonly fromToken: { readonly symbol: string; readonly decimals: number };
  readonly toToken: { readonly symbol: string; readonly decimals: number };
  readonly fromAmount: UnitsString;
  readonly toAmount: UnitsString;
}
export interface DepositHistoryEntry extends HistoryBase {
  readonly type: 'deposit';
  readonly asset: string;
  readonly amount: UnitsString;
  readonly decimals: number;
  /** The transfer's comment (a service's message, such as the proof of humanity's code). */
  readonly comment?: string | undefined;
}
export interface WithdrawalHistoryEntry extends HistoryBase {
  readonly type: 'withdrawal';
  readonly to: string;
  readonly symbol: string;
  readonly amount: UnitsString;
  readonly decimals: number;
}
export type HistoryEntry = SwapHistoryEntry | DepositHistoryEntry | WithdrawalHistoryEntry;

/** A stablecoin or ETH holding (/stableCoinsAndEth). */
export type StableCoin = BalanceEntry;
