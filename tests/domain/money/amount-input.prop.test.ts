import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_PLACEHOLDER,
  amountInputValue,
  CANONICAL_AMOUNT,
  canonicalAmount,
  closesAmountField,
  sanitizeAmountInput,
} from '../../../domain/money/amount-input';

const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 12 });
const separator = fc.constantFrom('.', ',');

describe('the one amount-input rule', () => {
  it('keeps only digits and the first separator, commas becoming dots, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const shown = sanitizeAmountInput(raw);
        expect(shown).toMatch(/^\d*\.?\d*$/);
        expect(sanitizeAmountInput(shown)).toBe(shown);
        expect(shown.replace('.', '')).toBe([...raw].filter((c) => c >= '0' && c <= '9').join(''));
      }),
    );
    fc.assert(fc.property(digits, separator, digits, (whole, sep, fraction) => {
      expect(sanitizeAmountInput(`${whole}${sep}${fraction}`)).toBe(`${whole}.${fraction}`);
    }));
  });

  it('a second separator never reaches the field', () => {
    const twoSeparators = fc.tuple(digits, separator, digits, separator, digits).map((parts) => parts.join(''));
    fc.assert(fc.property(twoSeparators, (text) => {
      expect(sanitizeAmountInput(text).split('.')).toHaveLength(2);
    }));
  });

  it('a stray keystroke changes nothing: typing one more non-digit, non-first-separator character keeps the field', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('a', '-', '+', 'e', ' ', 'й', '$'), (raw, stray) => {
        const shown = sanitizeAmountInput(raw);
        expect(sanitizeAmountInput(shown + stray)).toBe(shown);
      }),
    );
  });

  it('pins the examples, the placeholder and the closing key', () => {
    expect(sanitizeAmountInput('1,5')).toBe('1.5');
    expect(sanitizeAmountInput('1 234,5 TON')).toBe('1234.5');
    expect(sanitizeAmountInput('1.2.3')).toBe('1.23');
    expect(sanitizeAmountInput('-5e3')).toBe('53');
    expect(AMOUNT_PLACEHOLDER).toBe('0.00');
    expect(closesAmountField('Enter')).toBe(true);
    expect(closesAmountField('Tab')).toBe(false);
  });

  it('reads the value exactly once the field holds a digit', () => {
    expect(amountInputValue('1,5')?.toFixed()).toBe('1.5');
    expect(amountInputValue('.5')?.toFixed()).toBe('0.5');
    expect(amountInputValue('5.')?.toFixed()).toBe('5');
    expect(amountInputValue('.')).toBeNull();
    expect(amountInputValue('')).toBeNull();
    expect(canonicalAmount('0,000000000000000001')).toBe('0.000000000000000001');
    expect(canonicalAmount('007.50')).toBe('7.5');
  });

  it('the canonical form is what the field holds, written one way, and is stable', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const wire = canonicalAmount(raw);
        const shown = sanitizeAmountInput(raw);
        if (!/\d/.test(shown)) {
          expect(wire).toBeNull();
          return;
        }
        expect(wire).toMatch(CANONICAL_AMOUNT);
        expect(new Big(wire!).eq(amountInputValue(raw)!)).toBe(true);
        expect(canonicalAmount(wire!)).toBe(wire);
      }),
    );
  });
});
