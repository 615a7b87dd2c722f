/**
 * The auction's share by day as a chart (issue 38 "Mining in pictures"): the campaign's 20 days,
 * each with the share a claim pays that day (the schedule's own rule, schedule.ts), today marked,
 * and the days on or after the deadline marked closed (a claim then pays nothing). On the server's
 * clock and campaign dates, as every figure of the screen.
 */
import { DAY_MS } from '../../shared/countdown';
import { auctionDay, AUCTION_DAYS, shareOfDayBp, SHARE_FULL_BP, type AuctionCampaign } from './schedule';

export interface ShareDay {
  /** The campaign's day, 1 to 20. */
  readonly day: number;
  /** When the day begins (a UTC midnight). */
  readonly startsAt: number;
  /** The share its claims pay, basis points (0 once claims are closed). */
  readonly shareBp: number;
  /** The bar's height, 0 to 1 of the full share. */
  readonly height: number;
  readonly today: boolean;
  /** Claims are closed for the whole day (it begins at or after the deadline). */
  readonly closed: boolean;
}

export interface ShareChart {
  readonly days: readonly ShareDay[];
  /** The campaign's day today: 0 before it starts, above 20 after its 20th day (then no bar is today). */
  readonly today: number;
}

export function shareChart(campaign: AuctionCampaign, now: number): ShareChart {
  const firstDay = Math.floor(campaign.startsAt / DAY_MS) * DAY_MS;
  const today = auctionDay(campaign, now);
  const days = Array.from({ length: AUCTION_DAYS }, (_, index) => {
    const day = index + 1;
    const startsAt = firstDay + index * DAY_MS;
    const closed = startsAt >= campaign.deadline;
    const shareBp = closed ? 0 : shareOfDayBp(day);
    return { day, startsAt, shareBp, height: shareBp / SHARE_FULL_BP, today: day === today && now < campaign.deadline, closed };
  });
  return { days, today };
}
