/**
 * The auction's share by day (issue 38 "Mining in pictures"): the campaign's 20 days rise 5 % a
 * UTC day to 100 %, by the schedule's own rule; today is the day a claim now pays, marked once; a
 * day that begins at or after the deadline is closed and pays nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareChart } from '../../../domain/mining/auction/share-chart';
import { auctionPhase, shareAtBp } from '../../../domain/mining/auction/schedule';

const DAY = 86_400_000;
const campaignArb = fc
  .tuple(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2026, 0, 1) }), fc.integer({ min: 1, max: 40 * DAY }))
  .map(([startsAt, length]) => ({ startsAt, deadline: startsAt + length }));

describe('the auction share chart', () => {
  it('has 20 days rising 5 % a day, today marked where a claim now pays, closed days at nothing', () => {
    fc.assert(
      fc.property(campaignArb, fc.integer({ min: -5 * DAY, max: 45 * DAY }), (campaign, offset) => {
        const now = campaign.startsAt + offset;
        const chart = shareChart(campaign, now);
        expect(chart.days.map((day) => day.day)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
        for (const day of chart.days) {
          expect(day.startsAt % DAY).toBe(0);
          expect(day.shareBp).toBe(day.closed ? 0 : day.day * 500);
          expect(day.closed).toBe(day.startsAt >= campaign.deadline);
          expect(day.height).toBe(day.shareBp / 10_000);
        }
        const today = chart.days.filter((day) => day.today);
        expect(today.length).toBeLessThanOrEqual(1);
        if (auctionPhase(campaign, now) === 'open' && chart.today <= 20) {
          expect(today).toHaveLength(1);
          expect(today[0]!.shareBp).toBe(shareAtBp(campaign, now));
          expect(now - today[0]!.startsAt).toBeLessThan(DAY);
        }
        if (now >= campaign.deadline) expect(today).toHaveLength(0);
      }),
    );
  });
});
