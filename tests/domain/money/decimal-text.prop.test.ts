import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimalText, formatUsdText, GROUP_SEPARATOR, plainDecimal, roundDecimalText, shiftPointLeft, wholeDigits, type Rounding } from '../../../domain/money/decimal-text';
import { decimalStringArb, notADecimalArb } from '../../support/arbitraries';

const G = GROUP_SEPARATOR;
const BIG_MODE: Record<Rounding, 0 | 1> = { down: 0, 'half-up': 1 };

/** What big.js gives for the same rounding, without its "-0". */
function byBig(plain: string, decimals: number, rounding: Rounding): string {
  const text = new Big(plain).round(decimals, BIG_MODE[rounding]).toFixed(decimals);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

const signedDecimalArb = fc.tuple(fc.boolean(), decimalStringArb).map(([negative, plain]) => (negative ? `-${plain}` : plain));

describe('the rounding rule on decimal strings', () => {
  it('rounds exactly as big.js does, in both modes, at any number of decimals', () => {
    fc.assert(
      fc.property(signedDecimalArb, fc.integer({ min: 0, max: 40 }), fc.constantFrom<Rounding>('down', 'half-up'), (plain, decimals, rounding) => {
        expect(roundDecimalText(plain, decimals, rounding)).toBe(byBig(plain, decimals, rounding));
      }),
      { numRuns: 2000 },
    );
  });
  it('carries through nines, ties away from zero, and never shows "-0"', () => {
    expect(roundDecimalText('999.995', 2, 'half-up')).toBe('1000.00');
    expect(roundDecimalText('-0.005', 2, 'half-up')).toBe('-0.01');
    expect(roundDecimalText('-0.004', 2, 'half-up')).toBe('0.00');
    expect(roundDecimalText('-0.999', 0, 'down')).toBe('0');
    expect(roundDecimalText('0012.3', 3, 'down')).toBe('12.300');
  });
  it('formats USD as the app does: two decimals, half-up, grouped', () => {
    expect(formatUsdText('1234567.125')).toBe(`1${G}234${G}567.13`);
    expect(formatUsdText('0')).toBe('0.00');
  });
});

describe('reading, comparing and scaling decimal strings without big.js', () => {
  it('reads what big.js reads ("5.", ".5", spaces around) as the same number, and nothing else', () => {
    const looseArb = fc.tuple(fc.boolean(), decimalStringArb, fc.constantFrom('', '.', 'lead')).map(([negative, plain, form]) => {
      const text = form === '.' && !plain.includes('.') ? `${plain}.` : form === 'lead' && plain.startsWith('0.') ? plain.slice(1) : plain;
      return ` ${negative ? '-' : ''}${text} `;
    });
    fc.assert(
      fc.property(looseArb, (text) => {
        const plain = plainDecimal(text);
        expect(plain).not.toBeNull();
        expect(new Big(plain!).eq(new Big(text.trim()))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(notADecimalArb, (text) => {
        expect(plainDecimal(text)).toBeNull();
      }),
    );
    expect(plainDecimal(undefined)).toBeNull();
  });
  it('compares exactly as big.js does', () => {
    fc.assert(
      fc.property(signedDecimalArb, signedDecimalArb, (a, b) => {
        expect(compareDecimalText(a, b)).toBe(new Big(a).cmp(new Big(b)));
        expect(compareDecimalText(a, a)).toBe(0);
      }),
    );
    expect(compareDecimalText('-0', '0.000')).toBe(0);
    expect(compareDecimalText('010', '9.999')).toBe(1);
  });
  it('moves the point exactly and counts the integer digits', () => {
    fc.assert(
      fc.property(signedDecimalArb, fc.integer({ min: 1, max: 12 }), (plain, places) => {
        expect(new Big(shiftPointLeft(plain, places)).eq(new Big(plain).times(`1e-${places}`))).toBe(true);
        expect(wholeDigits(plain)).toBe(new Big(plain).abs().lt(1) ? 0 : new Big(plain).abs().round(0, 0).toFixed().length);
      }),
    );
  });
});
