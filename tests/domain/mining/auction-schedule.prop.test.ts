/**
 * The Dutch auction's share by day (issue 23) as properties: never above 100 %, monotone in time,
 * in 5 % steps, changing only at UTC midnights, nothing before the start and nothing from the
 * deadline on; what a share pays never exceeds the mined amount.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  auctionDay,
  auctionPhase,
  paidUnits,
  scheduleFrom,
  SHARE_FULL_BP,
  SHARE_STEP_BP,
  shareAtBp,
  shareOfDayBp,
  msToNextDay,
  type AuctionCampaign,
} from '../../../domain/mining/auction/schedule';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 24);

const campaign: fc.Arbitrary<AuctionCampaign> = fc
  .record({ startDay: fc.integer({ min: 0, max: 400 }), lengthMs: fc.integer({ min: 1, max: 40 * DAY }) })
  .map(({ startDay, lengthMs }) => ({ startsAt: START + startDay * DAY, deadline: START + startDay * DAY + lengthMs }));
const instant = fc.integer({ min: START - 10 * DAY, max: START + 500 * DAY });

describe('the auction share', () => {
  it('is never above 100 % and is a whole number of 5 % steps', () => {
    fc.assert(
      fc.property(campaign, instant, (c, now) => {
        const share = shareAtBp(c, now);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(SHARE_FULL_BP);
        expect(share % SHARE_STEP_BP).toBe(0);
      }),
    );
  });

  it('never falls while the auction is open, and rises by at most 5 % a day', () => {
    fc.assert(
      fc.property(campaign, instant, fc.integer({ min: 0, max: 3 * DAY }), (c, a, gap) => {
        const b = a + gap;
        if (auctionPhase(c, a) !== 'open' || auctionPhase(c, b) !== 'open') return;
        const rise = shareAtBp(c, b) - shareAtBp(c, a);
        expect(rise).toBeGreaterThanOrEqual(0);
        expect(rise).toBeLessThanOrEqual(SHARE_STEP_BP * (auctionDay(c, b) - auctionDay(c, a)));
      }),
    );
  });

  it('changes only at UTC midnights', () => {
    fc.assert(
      fc.property(campaign, instant, (c, now) => {
        const dayStart = Math.floor(now / DAY) * DAY;
        expect(auctionDay(c, now)).toBe(auctionDay(c, dayStart));
        expect(auctionDay(c, dayStart + DAY - 1)).toBe(auctionDay(c, now));
        expect(now + msToNextDay(now)).toBe(dayStart + DAY);
      }),
    );
  });

  it('is 5 % on the first day, 100 % on the 20th and after, nothing before the start or from the deadline on', () => {
    const c = { startsAt: START, deadline: START + 25 * DAY };
    expect(shareAtBp(c, START - 1)).toBe(0);
    expect(auctionPhase(c, START - 1)).toBe('not-started');
    expect(shareAtBp(c, START)).toBe(500);
    expect(shareAtBp(c, START + DAY - 1)).toBe(500);
    expect(shareAtBp(c, START + DAY)).toBe(1000);
    expect(shareAtBp(c, START + 19 * DAY)).toBe(10_000);
    expect(shareAtBp(c, START + 24 * DAY)).toBe(10_000);
    expect(shareAtBp(c, c.deadline)).toBe(0);
    expect(auctionPhase(c, c.deadline)).toBe('closed');
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 100 }), (day) => {
        expect(shareOfDayBp(day)).toBe(day < 1 ? 0 : Math.min(10_000, day * 500));
      }),
    );
  });

  it('pays at most the mined amount, floored to the unit, and the rest is what is burned', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 24n }), fc.integer({ min: 0, max: 10_000 }), (units, share) => {
        const paid = paidUnits(units, share);
        expect(paid >= 0n && paid <= units).toBe(true);
        expect(paid).toBe((units * BigInt(share)) / 10_000n);
      }),
    );
  });

  it('previews today and up to two further days, none at or past the deadline', () => {
    fc.assert(
      fc.property(campaign, instant, (c, now) => {
        const days = scheduleFrom(c, now);
        expect(days.length).toBeLessThanOrEqual(3);
        if (auctionPhase(c, now) === 'closed') expect(days).toEqual([]);
        for (const [index, day] of days.entries()) {
          expect(day.startsAt).toBeLessThan(c.deadline);
          expect(day.day).toBe(auctionDay(c, now) + index);
          expect(day.shareBp).toBe(shareOfDayBp(day.day));
        }
      }),
    );
  });
});
