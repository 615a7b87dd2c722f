/**
 * Exact conversions between decimal strings (what travels) and integers of a smallest unit (what
 * the sandbox stores). No JavaScript number ever holds an amount.
 */

/** The largest balance a real token can hold: a uint256 (78 digits, fits numeric(78,0)). */
export const MAX_UNITS = 2n ** 256n - 1n;

export type DecimalProblem = 'not-a-number' | 'too-many-decimals';

export type ParsedUnits = { readonly ok: true; readonly units: bigint } | { readonly ok: false; readonly problem: DecimalProblem };

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** "1.5" with 6 decimals -> 1500000n. A comma is read as the decimal point, as the forms do. */
export function parseUnits(text: string, decimals: number): ParsedUnits {
  const match = DECIMAL.exec(text.trim().replace(',', '.'));
  if (!match) return { ok: false, problem: 'not-a-number' };
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, problem: 'too-many-decimals' };
  return { ok: true, units: BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0') };
}

/** A constant the app's domain states in whole tokens ("0.006"), as units; a bad constant fails at start. */
export function unitsOf(text: string, decimals: number): bigint {
  const parsed = parseUnits(text, decimals);
  if (!parsed.ok) throw new Error(`not an amount of ${decimals} decimals: ${text}`);
  return parsed.units;
}

/** 1500000n with 6 decimals -> "1.5"; trailing zeros trimmed, never an exponent. */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const fraction = decimals === 0 ? '' : (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole.toString()}${fraction ? `.${fraction}` : ''}`;
}

