/**
 * Copy trading's rules (seed 001 §2 "Copy-trade screens", §5 "Copy trade", §9 "Copy trade"):
 * the address shape, the deposit form's button, the ante slider, the amounts shown and sent.
 * Exact decimals (big.js); what is shown is rounded down so it never promises more than there is.
 */
import Big from 'big.js';
import { amountInputValue, sanitizeAmountInput } from '../../money/amount-input';
import type { CopyTrade, CopyTradeChainId, FundingToken } from './types';

export const COPY_TRADE_CHAINS: readonly CopyTradeChainId[] = [1, 10, 42161, 8453, 324];
/** Seed 001 §5: only these fund a copy trade. */
export const COPY_TRADE_SYMBOLS = ['ETH', 'USDT', 'USDC', 'DAI'] as const;
/** Seed 001 §9. */
export const DEFAULT_DEPOSIT = '100';
export const MIN_DEPOSIT_USD = 100;
export const DEFAULT_ANTE = 10;
export const ANTE_MIN = 0;
export const ANTE_MAX = 100;
export const ANTE_STEP = 10;
/** Seed 001 §5: 50 is used in the calculation when the ante is undefined. */
export const ANTE_FALLBACK = 50;
/** Seed 001 §3, §9: the one protocol, a DEX's universal router. */
export const UNIVERSAL_ROUTER = 'uniswap-universal-router';
export const SHOWN_DECIMALS = 4;
const TRADER_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Seed 001 §5: exactly 42 characters, 0x and 40 hex digits; anything else is silently ignored. */
export function isTraderAddress(text: string): boolean {
  return typeof text === 'string' && text.length === 42 && TRADER_ADDRESS.test(text);
}

/** Seed 001 §9: the first and last 4 characters. */
export function shortAddress(address: string): string {
  return address.length <= 8 ? address : `${address.slice(0, 4)}…${address.slice(-4)}`;
}

/** Where /copyTrade goes once subscriptions and balances are read (seed 001 §2 "Entry loader"). */
export type EntryStep = 'archive' | 'not-balance' | 'address';
export function entryStepOf(trades: readonly CopyTrade[], tokens: readonly FundingToken[]): EntryStep {
  if (trades.length > 0) return 'archive';
  return fundingTokens(tokens).length === 0 ? 'not-balance' : 'address';
}

/** The holdings that may fund a copy trade: ETH, USDT, USDC, DAI on an EVM chain, held. */
export function fundingTokens(tokens: readonly FundingToken[], chainId?: CopyTradeChainId): FundingToken[] {
  return tokens.filter(
    (token) =>
      token.chainId !== 'TON' &&
      (chainId === undefined || token.chainId === chainId) &&
      (COPY_TRADE_SYMBOLS as readonly string[]).includes(token.symbol) &&
      new Big(token.tokensAmount).gt(0),
  );
}

/** What the user holds on each chain, in USD (the network chooser). */
export function chainTotals(tokens: readonly FundingToken[]): { chainId: CopyTradeChainId; usd: string; count: number }[] {
  return COPY_TRADE_CHAINS.map((chainId) => {
    const held = fundingTokens(tokens, chainId);
    return { chainId, usd: held.reduce((sum, token) => sum.plus(token.usdAmount), new Big(0)).toFixed(2, Big.roundDown), count: held.length };
  });
}

/** The slider's value: a whole step of 10 within 0..100 (anything else is brought there). */
export function clampAnte(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_ANTE;
  const stepped = Math.round(value / ANTE_STEP) * ANTE_STEP;
  return Math.min(ANTE_MAX, Math.max(ANTE_MIN, stepped));
}

export type DepositButton = 'enter-deposit' | 'enter-ante' | 'minimum' | 'insufficient' | 'ready';

/**
 * The start button's text and colour (seed 001 §5): in this order, an empty or zero deposit, an
 * empty or zero ante, under 100, above the token's USD balance; blue ('ready') otherwise.
 */
export function depositButtonOf(depositText: string, ante: number | null, balanceUsd: string): DepositButton {
  const deposit = amountInputValue(depositText);
  if (deposit === null || deposit.eq(0)) return 'enter-deposit';
  if (ante === null || ante === 0) return 'enter-ante';
  if (deposit.lt(MIN_DEPOSIT_USD)) return 'minimum';
  if (deposit.gt(balanceUsd)) return 'insufficient';
  return 'ready';
}

export const isRedButton = (button: DepositButton): boolean => button !== 'ready';

/** Amount per trade = deposit / 100 x ante, 4 decimals (rounded down); the ante falls back to 50. */
export function perTradeOf(depositText: string, ante: number | null): string {
  const deposit = amountInputValue(depositText) ?? new Big(0);
  return deposit.div(100).times(ante ?? ANTE_FALLBACK).toFixed(SHOWN_DECIMALS, Big.roundDown);
}

/** Token equivalent = deposit / token cost, 4 decimals (rounded down). */
export function tokenEquivalentOf(depositText: string, tokensCost: string): string {
  const deposit = amountInputValue(depositText) ?? new Big(0);
  const cost = new Big(tokensCost);
  return cost.lte(0) ? '0.0000' : deposit.div(cost).toFixed(SHOWN_DECIMALS, Big.roundDown);
}

/** Max: the token's full USD value, 2 decimals (rounded down, never more than held). */
export function maxDepositOf(usdAmount: string): string {
  return new Big(usdAmount).toFixed(2, Big.roundDown);
}

/** The deposit field after a keystroke or paste (the shared amount rule). */
export const depositInput = sanitizeAmountInput;

/** The deposit in the token's smallest units: deposit / cost, truncated, never above the holding. */
export function depositUnitsOf(depositText: string, token: Pick<FundingToken, 'tokensCost' | 'tokensAmount' | 'decimals'>): string {
  const deposit = amountInputValue(depositText) ?? new Big(0);
  const scale = new Big(10).pow(token.decimals);
  const units = deposit.div(token.tokensCost).times(scale).round(0, Big.roundDown);
  const held = new Big(token.tokensAmount).times(scale).round(0, Big.roundDown);
  return (units.gt(held) ? held : units).toFixed(0);
}

/** The ante the server takes: the percent as a fraction ("20" → "0.2"). */
export function anteFractionOf(percent: number): string {
  return new Big(clampAnte(percent)).div(100).toFixed();
}

export const isRunning = (trade: Pick<CopyTrade, 'dttmDeactivated'>): boolean => trade.dttmDeactivated === undefined;

/** The archive's two lists (seed 001 §3: the store splits active and disabled). */
export function splitTrades(trades: readonly CopyTrade[]): { active: CopyTrade[]; disabled: CopyTrade[] } {
  return { active: trades.filter(isRunning), disabled: trades.filter((trade) => !isRunning(trade)) };
}

/** A trade id's shape (the server's `ct_` ids); anything else is not found without asking. */
export function isTradeId(text: string): boolean {
  return /^ct_[A-Za-z0-9-]{8,64}$/.test(text);
}
