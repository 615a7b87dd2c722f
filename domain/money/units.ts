/**
 * Exact conversions between decimal strings and integer smallest units. Money never becomes a JS
 * number: conversions work on the digit strings themselves; parsing into big.js values is in
 * big-decimal.ts, apart, so a chunk that only converts or formats (the home's) does not carry big.js.
 */
import { DECIMAL_INPUT } from './decimal-text';
import type { DecimalString, UnitsString } from './types';

export type MoneyFailure =
  /** Not a plain decimal number (empty, letters, exponent, several points...). */
  | { readonly type: 'invalid-number' }
  /** A negative amount where only amounts held or sent make sense. */
  | { readonly type: 'negative' }
  /** Token decimals outside 0..36 or not an integer. */
  | { readonly type: 'invalid-decimals' };

export type MoneyResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: MoneyFailure };

export const MAX_TOKEN_DECIMALS = 36;
const UNITS = /^\d+$/;

export const fail = <T>(type: MoneyFailure['type']): MoneyResult<T> => ({ ok: false, failure: { type } });

const validDecimals = (decimals: number): boolean => Number.isInteger(decimals) && decimals >= 0 && decimals <= MAX_TOKEN_DECIMALS;

/** "1500000", 6 → "1.5". Exact; the result has no trailing zeros ("0" for zero). */
export function unitsToDecimal(units: UnitsString, decimals: number): MoneyResult<DecimalString> {
  if (!validDecimals(decimals)) return fail('invalid-decimals');
  if (typeof units !== 'string') return fail('invalid-number');
  if (/^-\d+$/.test(units)) return fail('negative');
  if (!UNITS.test(units)) return fail('invalid-number');
  const digits = units.replace(/^0+(?=\d)/, '').padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return { ok: true, value: fraction === '' ? whole : `${whole}.${fraction}` };
}

/**
 * "1.5", 6 → "1500000". Digits beyond the token's decimals are dropped (rounded down), so an
 * amount converted for a request never exceeds what was typed.
 */
export function decimalToUnits(decimal: DecimalString, decimals: number): MoneyResult<UnitsString> {
  if (!validDecimals(decimals)) return fail('invalid-decimals');
  if (typeof decimal !== 'string') return fail('invalid-number');
  const trimmed = decimal.trim();
  if (!DECIMAL_INPUT.test(trimmed)) return fail('invalid-number');
  if (trimmed.startsWith('-')) return /[1-9]/.test(trimmed) ? fail('negative') : { ok: true, value: '0' };
  const [whole = '', fraction = ''] = trimmed.split('.');
  const digits = `${whole}${fraction.slice(0, decimals).padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '');
  return { ok: true, value: digits === '' ? '0' : digits };
}
