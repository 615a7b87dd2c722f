/**
 * The sandbox's percentile ranks (sandbox/mining/shared/rank.ts, seed 001's shares): moved out of
 * the domain's guild rules test, which must not reach into the sandbox.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guildRank, rankByThresholds, thresholdPosition, CUMULATIVE_PERCENT } from '../../sandbox/mining/shared/rank';

describe('percentile ranks', () => {
  const SHARES: Record<number, number> = { 5: 1, 4: 4, 3: 15, 2: 30, 1: 50 };

  it('partition any population in the seed’s shares within one miner of rounding, ties taking the higher rank', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 400 }), (amounts) => {
        const units = amounts.map(BigInt).sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
        const miners = units.length;
        const ahead = (value: bigint) => units.filter((other) => other > value).length;
        const exact = units.map((value) => guildRank(value, ahead(value), miners));
        // The thresholds the recomputation stores give the same ranks by comparison.
        const thresholds = new Map(CUMULATIVE_PERCENT.map(([rank, percent]) => [rank, units[thresholdPosition(percent, miners) - 1] ?? 0n]));
        expect(units.map((value) => rankByThresholds(value, thresholds))).toEqual(exact);
        // Equal amounts share a rank, and it is never below a lower amount's.
        for (let i = 1; i < miners; i++) {
          if (units[i] === units[i - 1]) expect(exact[i]).toBe(exact[i - 1]);
          expect(exact[i - 1] ?? 0).toBeGreaterThanOrEqual(exact[i] ?? 0);
        }
        // Distinct amounts: each rank holds its share, within one miner of rounding.
        if (new Set(units).size === miners) {
          let cumulative = 0;
          for (const rank of [5, 4, 3, 2, 1]) {
            cumulative += SHARES[rank] ?? 0;
            const atOrAbove = exact.filter((r) => r >= rank).length;
            expect(Math.abs(atOrAbove - (miners * cumulative) / 100)).toBeLessThanOrEqual(1);
          }
        }
      }),
    );
  });
});
