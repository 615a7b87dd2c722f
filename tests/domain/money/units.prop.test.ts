import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../domain/money/big-decimal';
import { decimalToUnits, unitsToDecimal } from '../../../domain/money/units';
import { decimalStringArb, notADecimalArb, tokenDecimalsArb, unitsStringArb } from '../../support/arbitraries';

const value = <T>(result: { ok: true; value: T } | { ok: false }): T | undefined => (result.ok ? result.value : undefined);

describe('units', () => {
  it('pins examples', () => {
    expect(value(unitsToDecimal('1500000', 6))).toBe('1.5');
    expect(value(unitsToDecimal('1', 18))).toBe('0.000000000000000001');
    expect(value(unitsToDecimal('000', 9))).toBe('0');
    expect(value(unitsToDecimal('1000000000', 9))).toBe('1');
    expect(value(decimalToUnits('0.22', 9))).toBe('220000000');
    expect(value(decimalToUnits('1.2345678', 6))).toBe('1234567');
    expect(value(decimalToUnits('.5', 1))).toBe('5');
    expect(unitsToDecimal('-5', 6)).toEqual({ ok: false, failure: { type: 'negative' } });
    expect(unitsToDecimal('1.5', 6)).toEqual({ ok: false, failure: { type: 'invalid-number' } });
    expect(decimalToUnits('1', 37)).toEqual({ ok: false, failure: { type: 'invalid-decimals' } });
    expect(decimalToUnits('-1', 6)).toEqual({ ok: false, failure: { type: 'negative' } });
    expect(decimalToUnits('1,5', 6)).toEqual({ ok: false, failure: { type: 'invalid-number' } });
  });

  it('decimalToUnits(unitsToDecimal(u)) gives u back exactly', () => {
    fc.assert(
      fc.property(unitsStringArb, tokenDecimalsArb, (units, decimals) => {
        const decimal = value(unitsToDecimal(units, decimals));
        expect(decimal).toBeDefined();
        expect(value(decimalToUnits(decimal ?? '', decimals))).toBe(units);
      }),
    );
  });

  it('unitsToDecimal is exact: the decimal times 10^decimals is the units', () => {
    fc.assert(
      fc.property(unitsStringArb, tokenDecimalsArb, (units, decimals) => {
        const decimal = value(unitsToDecimal(units, decimals)) ?? 'x';
        expect(new Big(decimal).times(new Big(10).pow(decimals)).eq(new Big(units))).toBe(true);
        expect(decimal).toMatch(/^\d+(\.\d*[1-9])?$/);
      }),
    );
  });

  it('decimalToUnits rounds down: never more than typed, less by under one unit', () => {
    fc.assert(
      fc.property(decimalStringArb, tokenDecimalsArb, (decimal, decimals) => {
        const units = new Big(value(decimalToUnits(decimal, decimals)) ?? 'x');
        const exact = new Big(decimal).times(new Big(10).pow(decimals));
        expect(units.lte(exact)).toBe(true);
        expect(exact.minus(units).lt(1)).toBe(true);
      }),
    );
  });

  it('parseDecimal accepts plain decimals and gives a typed failure for anything else', () => {
    fc.assert(
      fc.property(decimalStringArb, (decimal) => {
        const parsed = parseDecimal(decimal);
        expect(parsed.ok && parsed.value.eq(new Big(decimal))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(notADecimalArb, fc.anything()), (input) => {
        if (typeof input === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(input)) return;
        expect(parseDecimal(input)).toEqual({ ok: false, failure: { type: 'invalid-number' } });
        expect(decimalToUnits(input as string, 6).ok).toBe(false);
      }),
    );
  });
});
