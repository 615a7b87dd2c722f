/**
 * Decimal strings as big.js values, for arithmetic (swap, send, presets). Kept apart from units.ts
 * and format.ts, which need no big.js: Rollup puts a module in the chunk of everything that
 * imports it statically, so big.js stays out of the home's first load only if nothing the home
 * imports imports it (docs/decisions/first-load-and-speed.md "The home's first load, within budget").
 */
import Big from 'big.js';
import { DECIMAL_INPUT } from './decimal-text';
import { fail, type MoneyResult } from './units';

export function parseDecimal(text: unknown): MoneyResult<Big> {
  if (typeof text !== 'string') return fail('invalid-number');
  const trimmed = text.trim();
  if (!DECIMAL_INPUT.test(trimmed)) return fail('invalid-number');
  return { ok: true, value: new Big(trimmed) };
}

/** The value as big.js, or `fallback` when it is not a valid decimal. For display paths only. */
export function toBig(value: unknown, fallback: Big = new Big(0)): Big {
  if (value instanceof Big) return value;
  const parsed = parseDecimal(value);
  return parsed.ok ? parsed.value : fallback;
}
