/**
 * The max button (seed 000 §5): balance minus 0.000001, and for a chain's native coin minus a reserve
 * left for gas. Never negative; rounded down to what the token can express.
 */
import Big from 'big.js';
import { isNativeToken, type ChainId } from '../chains';
import { toBig } from '../money/big-decimal';
import type { DecimalString } from '../money/types';
import { tonGasMinimum } from './ton-tools';
import type { TokenRef } from '../tokens/types';

/** Kept back from every max amount so rounding on the way to units never overshoots the balance. */
export const MAX_AMOUNT_MARGIN = '0.000001';

/** Native-coin reserves of the EVM chains, in whole coins. TON's depends on the routing tool. */
export const EVM_NATIVE_RESERVES: Readonly<Record<Exclude<ChainId, 'TON'>, string>> = {
  1: '0.01',
  10: '0.00033',
  42161: '0.00033',
  8453: '0.00033',
  324: '0.00033',
};

/** The gas reserve kept back when swapping `token`: zero unless it is its chain's native coin. */
export function nativeReserve(token: TokenRef, tonToolKey?: string | null): Big {
  if (!isNativeToken(token.address, token.chainId)) return new Big(0);
  if (token.chainId === 'TON') return tonGasMinimum(tonToolKey);
  return new Big(EVM_NATIVE_RESERVES[token.chainId]);
}

/**
 * The most the max button puts in the field, as a plain decimal with at most `decimals` places
 * (rounded down). "0" when the balance does not cover the margin and reserve.
 */
export function maxSwapAmount(input: {
  readonly balance: DecimalString;
  readonly token: TokenRef & { readonly decimals: number };
  /** The TON routing tool of the current quote, when one is known. */
  readonly tonToolKey?: string | null | undefined;
}): DecimalString {
  const max = toBig(input.balance).minus(MAX_AMOUNT_MARGIN).minus(nativeReserve(input.token, input.tonToolKey));
  if (max.lte(0)) return '0';
  const decimals = Number.isInteger(input.token.decimals) && input.token.decimals >= 0 ? Math.min(input.token.decimals, 36) : 0;
  return max.round(decimals, Big.roundDown).toFixed();
}
