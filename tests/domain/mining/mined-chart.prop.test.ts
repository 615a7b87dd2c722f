/**
 * The mined-per-day chart's rule (issue 38 "Mining in pictures"): each day's total is the exact sum
 * of its three kinds, the tallest day reaches the top, every stack fits under it, and the chart's
 * total is the sum of the days to the last of SWITCH's 9 decimals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINED_KINDS, minedChart } from '../../../domain/mining/earnings/rules';
import type { MinedDay } from '../../../domain/mining/earnings/types';

const NANO = 10n ** 9n;
const text = (units: bigint): string => {
  const whole = units / NANO;
  const fraction = (units % NANO).toString().padStart(9, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole.toString()}.${fraction}`;
};
const units = fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 10n ** 15n }));
const daysArb = fc.array(fc.tuple(units, units, units), { minLength: 30, maxLength: 30 });
const toDays = (rows: readonly (readonly [bigint, bigint, bigint])[]): MinedDay[] =>
  rows.map(([claims, autoclaims, referrals], index) => ({ day: `2025-04-${String(index + 1).padStart(2, '0')}`, claims: text(claims), autoclaims: text(autoclaims), referrals: text(referrals) }));

describe('the mined-per-day chart', () => {
  it('totals each day and the whole span exactly; the tallest day is the top and every stack fits', () => {
    fc.assert(
      fc.property(daysArb, (rows) => {
        const chart = minedChart(toDays(rows));
        const totals = rows.map(([a, b, c]) => a + b + c);
        expect(chart.bars.map((bar) => bar.total)).toEqual(totals.map(text));
        expect(chart.total).toBe(text(totals.reduce((a, b) => a + b, 0n)));
        const max = totals.reduce((a, b) => (b > a ? b : a), 0n);
        expect(chart.max).toBe(text(max));
        expect(chart.activeDays).toBe(totals.filter((total) => total > 0n).length);
        for (const [index, bar] of chart.bars.entries()) {
          const height = MINED_KINDS.reduce((sum, kind) => sum + bar.heights[kind], 0);
          expect(height).toBeLessThanOrEqual(1 + 1e-5);
          if (max > 0n && totals[index] === max) expect(height).toBeCloseTo(1, 4);
          for (const kind of MINED_KINDS) expect(bar.heights[kind] === 0).toBe(bar.amounts[kind] === '0');
        }
      }),
    );
  });

  it('draws nothing when nothing was mined', () => {
    const chart = minedChart(toDays(Array.from({ length: 30 }, () => [0n, 0n, 0n] as const)));
    expect(chart.max).toBe('0');
    expect(chart.bars.every((bar) => MINED_KINDS.every((kind) => bar.heights[kind] === 0))).toBe(true);
  });
});
