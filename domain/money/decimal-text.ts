/**
 * The rounding and grouping rule of every displayed amount (docs/decisions.md "Money formatting"),
 * on the digits of a plain decimal string. Exact, like big.js, but without it: the page's inline
 * script formats the total balance with this very rule before the app's JavaScript has arrived,
 * and big.js would more than double that script (docs/decisions.md "The home before the bundle").
 * format.ts applies the same functions to big.js values, so there is one rule, not two.
 */

export const GROUP_SEPARATOR = '\u202f';
export const USD_DECIMALS_SHOWN = 2;

/** Toward zero, or to the nearest with a tie away from zero (big.js roundDown and roundHalfUp). */
export type Rounding = 'down' | 'half-up';

/** A plain decimal: optional minus, digits, optionally a point and digits (no exponent). */
export const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

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
