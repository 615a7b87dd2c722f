import type { ChainId } from '../chains';

/** A decimal number as a string ("12.5"); never a JS number for money. */
export type DecimalString = string;
/** An integer amount in a token's smallest unit, as a string ("12500000"). */
export type UnitsString = string;

export interface WalletAccount {
  readonly accountIndex: number;
  /** EVM address (checksummed). */
  readonly address: string;
  /** TON user-friendly non-bounceable address. */
  readonly tonUnbouncableAddress: string;
  readonly totalBalanceUsd: DecimalString;
}

export interface Token {
  readonly address: string;
  readonly chainId: ChainId;
  readonly decimals: number;
  readonly name: string;
  readonly symbol: string;
  readonly logoURI: string;
}

export interface BalanceEntry {
  readonly address: string;
  readonly chainId: ChainId;
  readonly decimals: number;
  readonly symbol: string;
  readonly name: string;
  readonly logoURI: string;
  /** Held amount in whole tokens. */
  readonly tokensAmount: DecimalString;
  /** Value of the held amount in USD. */
  readonly usdAmount: DecimalString;
  /** Price of one token in USD. */
  readonly tokensCost: DecimalString;
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
}
export interface WithdrawalHistoryEntry extends HistoryBase {
  readonly type: 'withdrawal';
  readonly to: string;
  readonly symbol: string;
  readonly amount: UnitsString;
  readonly decimals: number;
}
export type HistoryEntry = SwapHistoryEntry | DepositHistoryEntry | WithdrawalHistoryEntry;

export type StableCoin = BalanceEntry;
