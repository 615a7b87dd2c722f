/**
 * The rounding and grouping rule of every displayed amount (docs/decisions/money-and-formatting.md "Money formatting"),
 * on the digits of a plain decimal string. Exact, like big.js, but without it: the page's inline
 * script formats the total balance with this very rule before the app's JavaScript has arrived,
 * and big.js would more than double that script (docs/decisions/first-load-and-speed.md "The home before the bundle").
 * format.ts applies the same functions to big.js values, so there is one rule, not two.
 */

export const GROUP_SEPARATOR = '\u202f';
export const USD_DECIMALS_SHOWN = 2;

/** Toward zero, or to the nearest with a tie away from zero (big.js roundDown and roundHalfUp). */
export type Rounding = 'down' | 'half-up';

/** A plain decimal: optional minus, digits, optionally a point and digits (no exponent). */
export const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
/** What the app reads as a decimal number: also "5." and ".5", because people type them. */
export const DECIMAL_INPUT = /^-?(\d+\.?\d*|\.\d+)$/;

/** `text` (trimmed, DECIMAL_INPUT) as a plain decimal ("0.5" for ".5", "5" for "5."), else null. */
export function plainDecimal(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!DECIMAL_INPUT.test(trimmed)) return null;
  const negative = trimmed.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? trimmed.slice(1) : trimmed).split('.');
  return `${negative ? '-' : ''}${whole || '0'}${fraction ? `.${fraction}` : ''}`;
}

interface DecimalParts {
  readonly negative: boolean;
  /** Without leading zeros ('' for zero). */
  readonly whole: string;
  /** Without trailing zeros. */
  readonly fraction: string;
}

function partsOf(plain: string): DecimalParts {
  const negative = plain.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const parts = { whole: whole.replace(/^0+/, ''), fraction: fraction.replace(/0+$/, '') };
  return { ...parts, negative: negative && (parts.whole !== '' || parts.fraction !== '') };
}

const order = (a: string, b: string): number => (a === b ? 0 : a < b ? -1 : 1);

/** Compares two plain decimals exactly: negative, zero or positive, like big.js's cmp. */
export function compareDecimalText(a: string, b: string): number {
  const x = partsOf(a);
  const y = partsOf(b);
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  const width = Math.max(x.fraction.length, y.fraction.length);
  // More integer digits is bigger; with as many, the digits decide, the integer part first.
  const magnitude = Math.sign(x.whole.length - y.whole.length) || order(x.whole, y.whole) || order(x.fraction.padEnd(width, '0'), y.fraction.padEnd(width, '0'));
  return x.negative ? 0 - magnitude : magnitude;
}

/** The number of digits of the integer part, without leading zeros ("0.5" has none). */
export function wholeDigits(plain: string): number {
  return partsOf(plain).whole.length;
}

/** `plain` divided by 10^`places`, exactly ("1234.5", 3 → "1.2345"). */
export function shiftPointLeft(plain: string, places: number): string {
  const negative = plain.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const padded = whole.padStart(places + 1, '0');
  const shifted = `${padded.slice(0, padded.length - places)}.${padded.slice(padded.length - places)}${fraction}`;
  return `${negative ? '-' : ''}${shifted.endsWith('.') ? shifted.slice(0, -1) : shifted}`;
}

/** "0999" + 1 → "1000": one added to a string of digits. */
function increment(digits: string): string {
  let carry = 1;
  let result = '';
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const sum = Number(digits[i]) + carry;
    result = String(sum % 10) + result;
    carry = sum >= 10 ? 1 : 0;
  }
  return carry ? `1${result}` : result;
}

/**
 * `plain` (PLAIN_DECIMAL) rounded to exactly `decimals` decimals, zeros padded: "1.005", 2,
 * half-up → "1.01". A negative value that rounds to zero loses its sign ("0.00", never "-0.00").
 */
export function roundDecimalText(plain: string, decimals: number, rounding: Rounding): string {
  const negative = plain.startsWith('-');
  const [rawWhole = '0', rawFraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const fraction = rawFraction.padEnd(decimals, '0');
  let digits = rawWhole + fraction.slice(0, decimals);
  if (rounding === 'half-up' && (fraction[decimals] ?? '0') >= '5') digits = increment(digits);
  const whole = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '') || '0';
  const text = decimals > 0 ? `${whole}.${digits.slice(digits.length - decimals)}` : whole;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** Groups the integer part by thousands with a narrow no-break space: "1234567.5" → "1 234 567.5". */
export function groupThousands(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** USD with exactly two decimals, half-up, grouped, from a plain decimal string. */
export function formatUsdText(plain: string): string {
  return groupThousands(roundDecimalText(plain, USD_DECIMALS_SHOWN, 'half-up'));
}
