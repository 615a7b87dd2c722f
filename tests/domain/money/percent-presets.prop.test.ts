import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANONICAL_AMOUNT } from '../../../domain/money/amount-input';
import { DEFAULT_PERCENT_PRESET, PERCENT_PRESETS, presetAmount } from '../../../domain/money/percent-presets';
import { decimalStringArb } from '../../support/arbitraries';

describe('percent presets', () => {
  it('are 25/35/50/75/100 with 50 preselected', () => {
    expect(PERCENT_PRESETS).toEqual([25, 35, 50, 75, 100]);
    expect(DEFAULT_PERCENT_PRESET).toBe(50);
  });

  it('never exceed the share of what is available nor the cap, have at most 2 decimals, and lose less than a cent', () => {
    fc.assert(
      fc.property(decimalStringArb, fc.constantFrom(...PERCENT_PRESETS), fc.option(decimalStringArb, { nil: undefined }), (available, percent, cap) => {
        const amount = presetAmount(available, percent, cap);
        expect(amount).toMatch(CANONICAL_AMOUNT);
        expect(amount.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
        const exact = new Big(available).times(percent).div(100);
        const limit = cap !== undefined && new Big(cap).lt(exact) ? new Big(cap) : exact;
        expect(new Big(amount).lte(limit)).toBe(true);
        expect(limit.minus(amount).lt('0.01')).toBe(true);
      }),
    );
  });

  it('pins the staking example: 50 % of 1234.567 capped at 50000', () => {
    expect(presetAmount('1234.567', 50, '50000')).toBe('617.28');
    expect(presetAmount('200000', 100, '50000')).toBe('50000');
    expect(presetAmount('0', 25)).toBe('0');
  });
});
