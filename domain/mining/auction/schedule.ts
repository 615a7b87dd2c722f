/**
 * The Dutch auction's schedule (seed 001 §4 "Auction claim", §9 "Auction and autoclaim"; MINING.md
 * "Money and where it lives"): the share of mined SWITCH a claim pays rises 5 % per UTC day over
 * 20 days from the campaign's start, and claims close at the campaign's deadline. Pure, on epoch
 * milliseconds: the sandbox decides every claim with it and the screen previews the next days with
 * it, both on the server's clock and the server's campaign dates.
 */
import { DAY_MS, nextUtcDayStart } from '../../shared/countdown';

/** 5 % a day, in basis points (1 % = 100). */
export const SHARE_STEP_BP = 500;
export const SHARE_FULL_BP = 10_000;
/** The share reaches 100 % on the 20th day. */
export const AUCTION_DAYS = SHARE_FULL_BP / SHARE_STEP_BP;

/** A campaign as the backend configures it: instants (epoch ms). */
export interface AuctionCampaign {
  readonly startsAt: number;
  /** Claims are closed from this instant on. */
  readonly deadline: number;
}

export type AuctionPhase = 'not-started' | 'open' | 'closed';

const utcDay = (at: number): number => Math.floor(at / DAY_MS);

/** The campaign's day at `now` on the UTC calendar: 1 on the start's UTC day, 0 before it. */
export function auctionDay(campaign: AuctionCampaign, now: number): number {
  return Math.max(0, utcDay(now) - utcDay(campaign.startsAt) + 1);
}

/** The share of day `day` in basis points: 5 % per day, never above 100 %, nothing before day 1. */
export function shareOfDayBp(day: number): number {
  if (!Number.isFinite(day) || day < 1) return 0;
  return Math.min(SHARE_FULL_BP, Math.floor(day) * SHARE_STEP_BP);
}

/**
 * The last instant a claim was possible: claims are closed from the deadline on, so a deadline at
 * 00:00 UTC leaves the day before it as the last day claims were open (issue 44), while a deadline
 * later in a day leaves that day.
 */
export function lastClaimInstant(campaign: Pick<AuctionCampaign, 'deadline'>): number {
  return campaign.deadline - 1;
}

export function auctionPhase(campaign: AuctionCampaign, now: number): AuctionPhase {
  if (now >= campaign.deadline) return 'closed';
  return auctionDay(campaign, now) >= 1 && now >= campaign.startsAt ? 'open' : 'not-started';
}

/** What a claim at `now` pays, in basis points of the mined SWITCH: 0 unless the auction is open. */
export function shareAtBp(campaign: AuctionCampaign, now: number): number {
  return auctionPhase(campaign, now) === 'open' ? shareOfDayBp(auctionDay(campaign, now)) : 0;
}

/** The part of `units` a share pays, floored to the smallest unit (the rest is burned). */
export function paidUnits(units: bigint, shareBp: number): bigint {
  if (units <= 0n || shareBp <= 0) return 0n;
  return (units * BigInt(Math.min(shareBp, SHARE_FULL_BP))) / BigInt(SHARE_FULL_BP);
}

export interface ScheduleDay {
  /** The campaign's day (1 to 20 and on). */
  readonly day: number;
  /** When the day begins (a UTC midnight; today's is the start of the current UTC day). */
  readonly startsAt: number;
  readonly shareBp: number;
}

/** Today and the next `ahead` days that are still before the deadline (seed: up to two further days). */
export function scheduleFrom(campaign: AuctionCampaign, now: number, ahead = 2): readonly ScheduleDay[] {
  if (auctionPhase(campaign, now) === 'closed') return [];
  const today = auctionDay(campaign, now);
  const todayStart = nextUtcDayStart(now) - DAY_MS;
  const days: ScheduleDay[] = [];
  for (let offset = 0; offset <= ahead; offset += 1) {
    const startsAt = todayStart + offset * DAY_MS;
    if (startsAt >= campaign.deadline) break;
    days.push({ day: today + offset, startsAt, shareBp: shareOfDayBp(today + offset) });
  }
  return days;
}

/** Milliseconds to the next UTC midnight, when the share next rises. */
export function msToNextDay(now: number): number {
  return nextUtcDayStart(now) - now;
}
