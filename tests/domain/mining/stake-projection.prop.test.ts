/**
 * The staking form's projection (issue 38 "Mining in pictures") by the rules the sandbox credits
 * deposits with (domain/mining/staking/projection.ts): it starts at the stake, never falls, ends
 * at the unlock instant (the period's calendar months later, UTC) with the stake plus every full
 * hour's reward, and each point holds exactly the hours passed by then.
 */
import fc from 'fast-check';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { addMonthsUtc, hourRewardOf, projectStake } from '../../../domain/mining/staking/projection';

const HOUR = 3_600_000;
const amountArb = fc.bigInt({ min: 1n, max: 10n ** 15n }).map((units) => new Big(units.toString()).div(1e9).toFixed());
const apyArb = fc.integer({ min: 0, max: 1_000_000 }).map((ppm) => new Big(ppm).div(1e6).toFixed());
const monthsArb = fc.constantFrom(3, 6, 12, 60, 1200);
const nowArb = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) });

describe('the stake projection', () => {
  it('runs from the stake to the stake plus every full hour’s reward at the unlock instant, never falling', () => {
    fc.assert(
      fc.property(amountArb, apyArb, monthsArb, nowArb, (amount, apy, months, now) => {
        const projection = projectStake(amount, { apy, months }, now);
        const endsAt = addMonthsUtc(now, months);
        const hourReward = hourRewardOf(BigInt(new Big(amount).times(1e9).toFixed()), BigInt(new Big(apy).times(1e6).toFixed()));
        const hours = Math.floor((endsAt - now) / HOUR);
        expect(projection.endsAt).toBe(endsAt);
        expect(projection.points[0]).toMatchObject({ at: now, balance: new Big(amount).toFixed(), rise: 0 });
        expect(projection.points.at(-1)?.at).toBe(endsAt);
        const rewardAtEnd = new Big((BigInt(hours) * hourReward).toString()).div(1e9);
        expect(projection.rewardAtEnd).toBe(rewardAtEnd.toFixed());
        expect(projection.balanceAtEnd).toBe(new Big(amount).plus(rewardAtEnd).toFixed());
        expect(projection.points.at(-1)?.balance).toBe(projection.balanceAtEnd);
        for (const [index, point] of projection.points.entries()) {
          const passed = BigInt(Math.floor((point.at - now) / HOUR));
          expect(point.balance).toBe(new Big(amount).plus(new Big((passed * hourReward).toString()).div(1e9)).toFixed());
          if (index > 0) expect(new Big(point.balance).gte(projection.points[index - 1]!.balance)).toBe(true);
          expect(point.rise).toBeGreaterThanOrEqual(0);
          expect(point.rise).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('a year at 15 % on 1,000 SWITCH: 0.017123287 an hour, 8,760 hours in a non-leap year', () => {
    const now = Date.UTC(2025, 2, 1);
    const projection = projectStake('1000', { apy: '0.15', months: 12 }, now);
    expect(projection.hourReward).toBe('0.017123287');
    expect(projection.endsAt).toBe(Date.UTC(2026, 2, 1));
    expect(projection.rewardAtEnd).toBe(new Big('0.017123287').times(8760).toFixed());
  });
});
