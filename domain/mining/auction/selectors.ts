/**
 * What the auction screen shows, as plain data: the step and the open sheet from the machine's
 * tags, the auction, the server's time projected from its answer, the schedule, the countdown,
 * the claim button's rule, the calculator and the typed failures.
 */
import type { AuctionFailure, ClaimFailure } from './failure';
import type { AuctionSnapshot } from './machine';
import { calculate, canClaim, claimGasTon, maxWaitDays, scheduleOf, type CalculatorResult } from './rules';
import type { ScheduleDay } from './schedule';
import { msToNextDay } from './schedule';
import type { Auction } from './types';

export const AUCTION_STEPS = ['loading', 'failed', 'ready'] as const;
export type AuctionStep = (typeof AUCTION_STEPS)[number];
export const AUCTION_SHEETS = ['claim-sheet', 'insufficient-sheet', 'processing-sheet', 'failure-sheet', 'success'] as const;
export type AuctionSheet = (typeof AUCTION_SHEETS)[number];

export interface AuctionView {
  readonly step: AuctionStep;
  readonly sheet: AuctionSheet | null;
  readonly auction: Auction | null;
  readonly serverNow: number;
  readonly schedule: readonly ScheduleDay[];
  readonly msToNextDay: number;
  readonly canClaim: boolean;
  readonly claiming: boolean;
  /** The TON a claim needs (price plus the fixed constant). */
  readonly gasTon: string | null;
  readonly calculator: CalculatorResult | null;
  readonly maxWaitDays: number;
  readonly failure: AuctionFailure | null;
  readonly claimFailure: ClaimFailure | null;
  /** The last claim made here asked to stake (the success says what was staked, or that nothing could be). */
  readonly stakeRequested: boolean;
}

/** The server's time now: its answer's time plus what the device clock has run since. */
export function auctionServerNow(snapshot: AuctionSnapshot): number {
  const { received, now } = snapshot.context;
  if (received === null) return now;
  return Date.parse(received.auction.serverTime) + Math.max(0, now - received.receivedAt);
}

export function selectAuctionView(snapshot: AuctionSnapshot): AuctionView {
  const { context } = snapshot;
  const auction = context.received?.auction ?? null;
  const serverNow = auctionServerNow(snapshot);
  return {
    step: AUCTION_STEPS.find((tag) => snapshot.hasTag(tag)) ?? 'loading',
    sheet: AUCTION_SHEETS.find((tag) => snapshot.hasTag(tag)) ?? null,
    auction,
    serverNow,
    schedule: auction === null ? [] : scheduleOf(auction, serverNow),
    msToNextDay: msToNextDay(serverNow),
    canClaim: auction !== null && canClaim(auction) && snapshot.can({ type: 'claim.open' }),
    claiming: snapshot.hasTag('claiming'),
    gasTon: auction === null ? null : claimGasTon(auction),
    calculator: auction === null ? null : calculate(auction, serverNow, context.waitDays),
    maxWaitDays: auction === null ? 0 : maxWaitDays(auction, serverNow),
    failure: context.failure,
    claimFailure: context.claimFailure,
    stakeRequested: context.stake,
  };
}
