/**
 * Display formatting of amounts (seed 000 §9; docs/decisions/money-and-formatting.md "Money formatting").
 *
 * - Token and transaction amounts round DOWN (toward zero) so the app never shows more than is held;
 *   USD rounds half-up to the cent, the way prices are usually quoted (roundUsd: the one USD rule,
 *   used by the app's rows and by the sandbox's totals).
 * - A total shown above its rows is the sum of the rows as shown (usdTotalOfRows), so the figures
 *   add up to the cent (docs/decisions/money-and-formatting.md "One USD rounding rule").
 * - Token, transaction, picker and compact amounts drop trailing zeros ("1.5", not "1.500000");
 *   USD always shows two decimals ("0.50").
 * - The integer part is grouped by thousands with a narrow no-break space (U+202F), and the
 *   decimal separator is always '.': the same in en and ru, never confused with a decimal comma.
 * - No currency symbol or ticker: the screen places "$" or the symbol.
 * - Anything that is not a valid number formats as "0" (USD as "0.00"); formatting never throws.
 */
import type Big from 'big.js';
import { formatUsdText, groupThousands, plainDecimal, roundDecimalText, shiftPointLeft, wholeDigits } from './decimal-text';
import { MAX_TOKEN_DECIMALS, unitsToDecimal } from './units';

export { GROUP_SEPARATOR, USD_DECIMALS_SHOWN } from './decimal-text';
export const TOKEN_DECIMALS_SHOWN = 6;
export const TRANSACTION_DECIMALS_SHOWN = 8;
export const PICKER_DECIMALS_SHOWN = 4;
export const COMPACT_DECIMALS_SHOWN = 2;

export type Amount = string | Big;

function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/**
 * The value's digits: a string as the app reads decimals (anything else is 0), a big.js value in
 * plain notation (its toFixed() without an argument). Formatting itself needs no big.js, so the
 * home's first load does not carry it (docs/decisions/first-load-and-speed.md "The home's first load, within budget").
 */
export function plainText(value: Amount): string {
  if (typeof value === 'string') return plainDecimal(value) ?? '0';
  // Guarded at run time too: formatting never throws, whatever a caller passes.
  return typeof value === 'object' && value !== null && typeof value.toFixed === 'function' ? value.toFixed() : '0';
}

function formatDownPlain(plain: string, decimals: number): string {
  return groupThousands(trimZeros(roundDecimalText(plain, decimals, 'down')));
}

function formatDown(value: Amount, decimals: number): string {
  return formatDownPlain(plainText(value), decimals);
}

/** A token amount with at most `maxDecimals` decimals (default 6), rounded down. */
export function formatTokenAmount(value: Amount, maxDecimals: number = TOKEN_DECIMALS_SHOWN): string {
  const decimals = Number.isInteger(maxDecimals) && maxDecimals >= 0 && maxDecimals <= 36 ? maxDecimals : TOKEN_DECIMALS_SHOWN;
  return formatDown(value, decimals);
}

/**
 * A token amount in full, every decimal it has (up to the 36 a token may have): a confirmation
 * screen must not round what the user is about to pay.
 */
export function formatExactTokenAmount(value: Amount): string {
  return formatDown(value, MAX_TOKEN_DECIMALS);
}

/** A history amount: an integer string in smallest units, shown with up to 8 decimals. */
export function formatTransactionAmount(units: string, decimals: number): string {
  const decimal = unitsToDecimal(units, decimals);
  return formatDown(decimal.ok ? decimal.value : '0', TRANSACTION_DECIMALS_SHOWN);
}

/** USD with exactly two decimals, half-up (the one USD rounding rule; usd-total.ts roundUsd). */
export function formatUsd(value: Amount): string {
  return formatUsdText(plainText(value));
}

/** The token picker's amount column: up to 4 decimals, rounded down. */
export function formatPickerAmount(value: Amount): string {
  return formatDown(value, PICKER_DECIMALS_SHOWN);
}

/** The compact units, largest first, by the power of ten they stand for. */
const COMPACT_UNITS = [
  { suffix: 'B', places: 9 },
  { suffix: 'M', places: 6 },
  { suffix: 'K', places: 3 },
] as const;

/**
 * 1234 → "1.23K", 2500000 → "2.5M"; below 1000 the plain amount. Rounded down, so 999999 reads
 * "999.99K" and never "1000K"; B is the largest unit ("1500B").
 */
export function formatCompact(value: Amount): string {
  const plain = plainText(value);
  // At least 10^places in absolute value: more integer digits than the unit's zeros.
  const unit = COMPACT_UNITS.find(({ places }) => wholeDigits(plain) > places);
  if (!unit) return formatDownPlain(plain, COMPACT_DECIMALS_SHOWN);
  // Moving the point is exact, where a division would round.
  return `${formatDownPlain(shiftPointLeft(plain, unit.places), COMPACT_DECIMALS_SHOWN)}${unit.suffix}`;
}
