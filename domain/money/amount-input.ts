/**
 * One rule for every amount field (seed 000 §5, seed 001 §5: swap, send, and the mining area's
 * stake, burn, donation and copy-trade forms). See docs/decisions/money-and-formatting.md "One amount-input rule".
 *
 * - The field is a filter, not a validator: it keeps digits and the first decimal separator, a
 *   comma becomes a dot, everything else is dropped. A stray keystroke therefore changes nothing
 *   (as if refused), and a paste keeps its number ("1 234,5 TON" shows "1234.5").
 * - What the field shows may be unfinished ("", ".", "5.", ".5"); the value is read from it only
 *   when it holds a digit, and travels in one canonical form: plain decimal, dot separator, no
 *   leading zeros, no trailing fractional zeros, no dangling point ("5." and "05.0" are "5").
 * - The placeholder is 0.00; Enter closes the field (the keyboard goes away, nothing is submitted).
 */
import Big from 'big.js';
import type { DecimalString } from './types';

export const AMOUNT_PLACEHOLDER = '0.00';

/** The key that closes an amount field. */
export const AMOUNT_CLOSE_KEY = 'Enter';

/** The canonical wire form: what `canonicalAmount` produces and the sandbox accepts. */
export const CANONICAL_AMOUNT = /^(0|[1-9]\d*)(\.\d*[1-9])?$/;

/** What the field shows after a keystroke or a paste: digits and the first separator, as a dot. */
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

/** The field's value, or null while it holds no digit ('' or '.'). */
export function amountInputValue(text: string): Big | null {
  const shown = sanitizeAmountInput(text);
  if (!/\d/.test(shown)) return null;
  return new Big(shown.startsWith('.') ? `0${shown}` : shown.endsWith('.') ? shown.slice(0, -1) : shown);
}

/** The field's value in the canonical wire form, or null while it holds no digit. */
export function canonicalAmount(text: string): DecimalString | null {
  return amountInputValue(text)?.toFixed() ?? null;
}

export function closesAmountField(key: string): boolean {
  return key === AMOUNT_CLOSE_KEY;
}

/**
 * Whether a money form holds something the person would lose if the app closed now (issue 37,
 * "Never lose a half-typed payment"): any field with text in it, until the payment is done. The
 * messenger's closing confirmation is on exactly while this is true. Kept with the amount rule, which
 * every money form already loads.
 */
export function holdsInput(fields: readonly string[], done: boolean): boolean {
  return !done && fields.some((field) => field.trim() !== '');
}
