/**
 * The swap amount field (seed 000 §5): what the field shows while the user types, and the smallest
 * units the quote asks for. A filter rather than a validator: a stray letter or a second separator
 * is dropped, so pasting "1 234,5 TON" shows "1234.5".
 */
import { decimalToUnits } from '../money/units';
import type { DecimalString, UnitsString } from '../money/types';

export const SWAP_AMOUNT_PLACEHOLDER = '0.00';

/** Digits and the first decimal separator only; commas become dots. */
export function sanitizeAmountInput(raw: string): string {
  if (typeof raw !== 'string') return '';
  let seenSeparator = false;
  let kept = '';
  for (const char of raw) {
    if (char >= '0' && char <= '9') kept += char;
    else if ((char === '.' || char === ',') && !seenSeparator) {
      seenSeparator = true;
      kept += '.';
    }
  }
  return kept;
}

/**
 * The amount in the from token's smallest units, or null when there is nothing to quote: empty,
 * non-numeric, or zero (a zero swap has no route). Digits beyond the token's decimals are dropped.
 */
export function swapAmountUnits(amount: DecimalString, decimals: number): UnitsString | null {
  const cleaned = sanitizeAmountInput(amount);
  if (!/\d/.test(cleaned)) return null;
  const units = decimalToUnits(cleaned.startsWith('.') ? `0${cleaned}` : cleaned, decimals);
  if (!units.ok || units.value === '0') return null;
  return units.value;
}
