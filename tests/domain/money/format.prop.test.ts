import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatExactTokenAmount,
  formatPickerAmount,
  formatTokenAmount,
  formatTransactionAmount,
  formatUsd,
  GROUP_SEPARATOR,
} from '../../../domain/money/format';
import { roundUsd, usdTotalOfRows } from '../../../domain/money/usd-total';
import { decimalStringArb, notADecimalArb, tokenDecimalsArb, unitsStringArb } from '../../support/arbitraries';

const G = GROUP_SEPARATOR;
/** The formatted text back as a number. */
const numberOf = (text: string): Big => new Big(text.split(G).join('').replace(/[KMB]$/, ''));
const decimalsOf = (text: string): number => text.split('.')[1]?.length ?? 0;

describe('formatting examples', () => {
  it('token amounts: up to 6 decimals, rounded down, trailing zeros dropped', () => {
    expect(formatTokenAmount('1.23456789')).toBe('1.234567');
    expect(formatTokenAmount('1.5000000')).toBe('1.5');
    expect(formatTokenAmount('1234567.1')).toBe(`1${G}234${G}567.1`);
    expect(formatTokenAmount('0.0000009')).toBe('0');
    expect(formatTokenAmount('2.999999999', 2)).toBe('2.99');
  });
  it('transaction amounts: units scaled by decimals, up to 8 decimals', () => {
    expect(formatTransactionAmount('1500000000', 9)).toBe('1.5');
    expect(formatTransactionAmount('123456789012345678', 18)).toBe('0.12345678');
    expect(formatTransactionAmount('5', 0)).toBe('5');
  });
  it('USD: exactly 2 decimals, half-up, grouped', () => {
    expect(formatUsd('1234.5')).toBe(`1${G}234.50`);
    expect(formatUsd('0.005')).toBe('0.01');
    expect(formatUsd('0.004999')).toBe('0.00');
    expect(formatUsd('1000000')).toBe(`1${G}000${G}000.00`);
  });
  it('picker: 4 decimals; compact: K/M/B with at most 2 decimals', () => {
    expect(formatPickerAmount('0.123456')).toBe('0.1234');
    expect(formatCompact('999')).toBe('999');
    expect(formatCompact('1234')).toBe('1.23K');
    expect(formatCompact('999999')).toBe('999.99K');
    expect(formatCompact('1100000')).toBe('1.1M');
    expect(formatCompact('2500000000')).toBe('2.5B');
    expect(formatCompact('0.129')).toBe('0.12');
  });
  it('invalid input shows 0, never NaN', () => {
    for (const bad of ['', 'abc', '1e5', 'NaN', '1,5']) {
      expect(formatTokenAmount(bad)).toBe('0');
      expect(formatUsd(bad)).toBe('0.00');
      expect(formatCompact(bad)).toBe('0');
      expect(formatPickerAmount(bad)).toBe('0');
      expect(formatTransactionAmount(bad, 6)).toBe('0');
    }
    expect(formatTransactionAmount('5', -1)).toBe('0');
  });
});

describe('formatting properties', () => {
  it('token amounts never show more than is held, and lose less than one shown digit', () => {
    fc.assert(
      fc.property(decimalStringArb, fc.integer({ min: 0, max: 12 }), (amount, max) => {
        const shown = formatTokenAmount(amount, max);
        const n = numberOf(shown);
        expect(n.lte(new Big(amount))).toBe(true);
        expect(new Big(amount).minus(n).lt(new Big(10).pow(-max))).toBe(true);
        expect(decimalsOf(shown)).toBeLessThanOrEqual(max);
        expect(shown).not.toMatch(/\.\d*0$/);
      }),
    );
  });

  it('transaction amounts equal the exact amount rounded down to 8 decimals', () => {
    fc.assert(
      fc.property(unitsStringArb, tokenDecimalsArb, (units, decimals) => {
        const exact = new Big(`${units}e-${decimals}`);
        expect(numberOf(formatTransactionAmount(units, decimals)).eq(exact.round(8, 0))).toBe(true);
      }),
    );
  });

  it('USD always has exactly two decimals and is within half a cent', () => {
    fc.assert(
      fc.property(decimalStringArb, (amount) => {
        const shown = formatUsd(amount);
        expect(shown).toMatch(new RegExp(`^\\d{1,3}(${G}\\d{3})*\\.\\d{2}$`));
        expect(numberOf(shown).minus(new Big(amount)).abs().lte('0.005')).toBe(true);
      }),
    );
  });

  it('compact amounts have at most 2 decimals and never exceed the value', () => {
    fc.assert(
      fc.property(decimalStringArb, (amount) => {
        const shown = formatCompact(amount);
        const unit = shown.endsWith('B') ? 1e9 : shown.endsWith('M') ? 1e6 : shown.endsWith('K') ? 1e3 : 1;
        expect(decimalsOf(shown.replace(/[KMB]$/, ''))).toBeLessThanOrEqual(2);
        expect(numberOf(shown).times(unit).lte(new Big(amount))).toBe(true);
        if (unit > 1 && unit < 1e9) expect(numberOf(shown).lt(1000)).toBe(true);
      }),
    );
  });

  it('no formatter throws or prints NaN on any input', () => {
    fc.assert(
      fc.property(fc.oneof(notADecimalArb, decimalStringArb, fc.anything() as fc.Arbitrary<string>), fc.integer(), (input, decimals) => {
        for (const text of [
          formatTokenAmount(input, decimals),
          formatTransactionAmount(input, decimals),
          formatUsd(input),
          formatPickerAmount(input),
          formatCompact(input),
        ]) {
          expect(text).not.toMatch(/NaN|Infinity|undefined|e/);
        }
      }),
    );
  });
});

describe('exact figures (confirmation screens)', () => {
  it('never round: the figure reads back as the very amount', () => {
    fc.assert(
      fc.property(decimalStringArb, (amount) => {
        expect(numberOf(formatExactTokenAmount(amount)).eq(new Big(amount))).toBe(true);
      }),
    );
    expect(formatExactTokenAmount('0.000000000000000001')).toBe('0.000000000000000001');
  });
});


describe('usdTotalOfRows (the total shown above its rows; issue 12, defect 2)', () => {
  const cents = (shown: string): bigint => BigInt(shown.replace(/[.\u202f]/g, ''));

  it('is the sum of the rows as formatUsd shows them, to the cent', () => {
    fc.assert(
      fc.property(fc.array(decimalStringArb, { maxLength: 12 }), (rows) => {
        const shownRows = rows.reduce((sum, row) => sum + cents(formatUsd(row)), 0n);
        expect(cents(usdTotalOfRows(rows))).toBe(shownRows);
      }),
    );
  });

  it('stays within half a cent per row of the exact sum', () => {
    fc.assert(
      fc.property(fc.array(decimalStringArb, { minLength: 1, maxLength: 12 }), (rows) => {
        const exact = rows.reduce((sum, row) => sum.plus(row), new Big(0));
        expect(new Big(usdTotalOfRows(rows)).minus(exact).abs().lte(new Big('0.005').times(rows.length))).toBe(true);
      }),
    );
  });

  it('is not the rounded exact sum: that can disagree with the rows, which is why it is not used', () => {
    expect(usdTotalOfRows(['1.005', '1.005'])).toBe('2.02');
    expect(formatUsd(new Big('1.005').plus('1.005'))).toBe('2.01');
    // The case: one row of 1.0075 showed $1.01 under a truncated total of $1.00.
    expect(usdTotalOfRows(['1.0075'])).toBe(formatUsd('1.0075'));
  });

  it('rounds half-up by the one rule (roundUsd)', () => {
    expect(roundUsd('1.0075').toFixed(2)).toBe('1.01');
    expect(roundUsd('1.0049').toFixed(2)).toBe('1.00');
    expect(roundUsd('not a number').toFixed(2)).toBe('0.00');
  });
});
