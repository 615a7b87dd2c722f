/**
 * The swap amount field (seed 000 §5) follows the one amount-input rule (money/amount-input.ts);
 * what is the swap's own is the quote's question: the amount in the from token's smallest units.
 */
import { amountInputValue } from '../money/amount-input';
import type { DecimalString, UnitsString } from '../money/types';
import { decimalToUnits } from '../money/units';

/**
 * The amount in the from token's smallest units, or null when there is nothing to quote: empty,
 * non-numeric, or zero (a zero swap has no route). Digits beyond the token's decimals are dropped.
 */
export function swapAmountUnits(amount: DecimalString, decimals: number): UnitsString | null {
  const value = amountInputValue(amount);
  if (value === null) return null;
  const units = decimalToUnits(value.toFixed(), decimals);
  if (!units.ok || units.value === '0') return null;
  return units.value;
}

/**
 * A positive amount that is less than one smallest unit of the token (0.0000001 USDT, 6 decimals):
 * it cannot be quoted, and the form says the amount is too small rather than that one is missing.
 */
export function isBelowSmallestUnit(amount: DecimalString, decimals: number): boolean {
  const value = amountInputValue(amount);
  if (value === null || !value.gt(0)) return false;
  const units = decimalToUnits(value.toFixed(), decimals);
  return units.ok && units.value === '0';
}
