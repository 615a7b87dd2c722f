/**
 * The auction screen's rules (seed 001 §4 "Auction claim", §5, §9): when the claim-all button is
 * enabled, the TON a claim needs, the schedule preview and the calculator (claim today against
 * waiting N days), all from the server's answer and the shared schedule rule (schedule.ts).
 */
import Big from 'big.js';
import { toBig } from '../../money/big-decimal';
import type { DecimalString } from '../../money/types';
import { DAY_MS } from '../../shared/countdown';
import { scheduleFrom, shareOfDayBp, SHARE_FULL_BP, type AuctionCampaign, type ScheduleDay } from './schedule';
import type { Auction } from './types';

/** Seed 001 §7: the auction is polled every 10 s while a claim is sending. */
export const AUCTION_POLL_MS = 10_000;
/** Ours: a failed re-read at the turn of the UTC day is tried again this much later. */
export const DAY_REREAD_RETRY_MS = 30_000;

/**
 * How long until the answer the screen holds is from a past UTC day (the share rose at midnight),
 * on the server's clock: 0 once it is; the screen then reads the auction again.
 */
export function msUntilStale(answeredAt: number, serverNow: number): number {
  return Math.max(0, Math.floor(answeredAt / DAY_MS) * DAY_MS + DAY_MS - serverNow);
}

export const campaignOf = (auction: Auction): AuctionCampaign => ({ startsAt: Date.parse(auction.startsAt), deadline: Date.parse(auction.deadline) });

/**
 * The claim-all button (seed 001 §5): enabled when nothing was sent yet, or when the remaining part
 * is above zero and nothing is sending; never once the auction is closed.
 */
export function canClaim(auction: Auction): boolean {
  if (auction.phase === 'closed' || auction.progressStatus === 'sending') return false;
  return !auction.hasSuccessSwitchSend || toBig(auction.availableAmount).gt(0);
}

/** The TON a claim needs: its price plus the server's fixed constant (seed 001 §8). */
export const claimGasTon = (auction: Auction): DecimalString => toBig(auction.claimPrice).plus(toBig(auction.gasReserve)).toFixed();

/** The USD value of an amount of SWITCH at the server's price, 2 decimals, rounded down. */
export const switchUsd = (amount: DecimalString, auction: Auction): DecimalString => toBig(amount).times(toBig(auction.switchPriceUsd)).round(2, Big.roundDown).toFixed(2);

/** A share in basis points as a percent text ("35"). */
export const sharePercent = (bp: number): string => new Big(bp).div(100).toFixed();

/** The server's stakingPart ('0.5') as the percent claim-and-stake stakes for 3 months ('50'). */
export const stakingPercent = (stakingPart: string): string => new Big(stakingPart).times(100).toFixed();

/** Today and the next two days (seed: up to two further days), on the server's clock. */
export const scheduleOf = (auction: Auction, serverNow: number): readonly ScheduleDay[] => scheduleFrom(campaignOf(auction), serverNow);

export interface CalculatorResult {
  readonly waitDays: number;
  /** What the claim pays on that day, SWITCH (0 when the auction is closed by then). */
  readonly amount: DecimalString;
  readonly shareBp: number;
  /** More than claiming today, SWITCH. */
  readonly gain: DecimalString;
  /** The auction is closed by then: waiting loses everything. */
  readonly closed: boolean;
}

/**
 * The auction calculator: what a claim of today's mined SWITCH pays after waiting `waitDays` more
 * UTC days, against claiming now. Mining on meanwhile is left out: it is the same either way.
 */
export function calculate(auction: Auction, serverNow: number, waitDays: number): CalculatorResult {
  const campaign = campaignOf(auction);
  const days = Math.max(0, Math.floor(waitDays));
  const dayStart = Math.floor(serverNow / DAY_MS) * DAY_MS + days * DAY_MS;
  const closed = dayStart >= campaign.deadline;
  const shareBp = closed ? 0 : days === 0 ? auction.shareBp : shareOfDayBp(auction.currDay + days);
  const mined = toBig(auction.gotAmount);
  const amount = mined.times(shareBp).div(SHARE_FULL_BP).round(9, Big.roundDown);
  const today = mined.times(auction.shareBp).div(SHARE_FULL_BP).round(9, Big.roundDown);
  return { waitDays: days, amount: amount.toFixed(), shareBp, gain: amount.minus(today).toFixed(), closed };
}

/** The most days a user can still wait: until the last day before the deadline. */
export function maxWaitDays(auction: Auction, serverNow: number): number {
  const deadline = Date.parse(auction.deadline);
  const todayStart = Math.floor(serverNow / DAY_MS) * DAY_MS;
  return Math.max(0, Math.ceil((deadline - todayStart) / DAY_MS) - 1);
}
