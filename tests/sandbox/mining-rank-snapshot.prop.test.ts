/**
 * A place from the snapshot's cuts (sandbox/mining/guilds/rank-snapshot.ts): never more than the
 * cut's width off the exact count of miners strictly ahead, exact at every cut's amount, and exact
 * everywhere when every amount is a cut (width 1: the default population).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aheadOf, countAbove, type Cut } from '../../sandbox/mining/guilds/rank-snapshot';

/** The cuts a recomputation keeps (ranks-refresh.ts): every width-th position, the first and the last, peers once. */
function cutsOf(amounts: readonly bigint[], width: number): Cut[] {
  const sorted = [...amounts].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
  const cuts: Cut[] = [];
  sorted.forEach((units, index) => {
    const rn = index + 1;
    if (rn % width !== 0 && rn !== 1 && rn !== sorted.length) return;
    if (cuts[cuts.length - 1]?.units === units) return;
    cuts.push({ units, ahead: sorted.filter((other) => other > units).length, atLeast: sorted.filter((other) => other >= units).length });
  });
  return cuts;
}

const exactAhead = (amounts: readonly bigint[], units: bigint): number => amounts.filter((other) => other > units).length;
const amounts = fc.array(fc.bigInt({ min: 1n, max: 10n ** 15n }), { minLength: 1, maxLength: 400 });
/** Ties on purpose: amounts drawn from a few values. */
const tiedAmounts = fc.array(fc.constantFrom(5n, 7n, 100n, 1_000n), { minLength: 1, maxLength: 200 });

describe('a place from the cuts', () => {
  it('is within the width of the exact count, and exact at every cut', () => {
    fc.assert(
      fc.property(fc.oneof(amounts, tiedAmounts), fc.integer({ min: 1, max: 50 }), fc.bigInt({ min: 0n, max: 2n * 10n ** 15n }), (population, width, probe) => {
        const cuts = cutsOf(population, width);
        for (const units of [probe, ...population]) {
          const estimate = aheadOf(cuts, units);
          const exact = exactAhead(population, units);
          expect(Math.abs(estimate - exact)).toBeLessThan(width);
          if (cuts.some((cut) => cut.units === units)) expect(estimate).toBe(exact);
        }
      }),
    );
  });

  it('is exact everywhere when every amount is a cut', () => {
    fc.assert(
      fc.property(fc.oneof(amounts, tiedAmounts), fc.bigInt({ min: 0n, max: 2n * 10n ** 15n }), (population, probe) => {
        const cuts = cutsOf(population, 1);
        for (const units of [probe, ...population]) expect(aheadOf(cuts, units)).toBe(exactAhead(population, units));
      }),
    );
  });

  it('counts the alliances strictly above a total exactly', () => {
    fc.assert(
      fc.property(amounts, fc.bigInt({ min: 0n, max: 2n * 10n ** 15n }), (totals, probe) => {
        const descending = [...totals].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
        expect(countAbove(descending, probe)).toBe(exactAhead(totals, probe));
      }),
    );
  });
});
