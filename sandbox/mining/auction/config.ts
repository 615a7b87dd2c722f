/**
 * The auction's constants and its campaign (seed 001 §9; MINING.md "Dates and campaigns"). The
 * campaign's dates are the backend's configuration, kept in the mining settings: by default it
 * starts on the UTC day the sandbox's store was created (`defaultAuctionCampaign`), so a new person
 * running `npm start` can claim, and ends 20 days later; tests and the host page move it
 * (POST /sandbox/auction/campaign).
 */
import { DAY_MS } from '../../../domain/shared/countdown';
import { AUCTION_DAYS, type AuctionCampaign } from '../../../domain/mining/auction/schedule';
import type { Queryable } from '../../platform/store/database';

/** A claim's price, 0.05 TON, paid from account 0 (ours: the seed shows no value). */
export const CLAIM_PRICE_UNITS = 50_000_000n;
/** The fixed TON a claim needs on top of its price, 0.01 TON: the jetton transfer's network fee. */
export const GAS_RESERVE_UNITS = 10_000_000n;
/** The part of a claim's paid share a claim-and-stake stakes for 3 months, in basis points. */
export const STAKING_PART_BP = 5_000n;
/** The same part as the wire shows it ('0.5'). */
export const STAKING_PART = (Number(STAKING_PART_BP) / 10_000).toString();
/** How long a claim's send takes to land, on the sandbox's clock. */
export const SEND_MS = 5_000;

const SETTING = 'auction.campaign';

interface StoredCampaign {
  readonly startsAt: string;
  readonly deadline?: string;
}

export async function auctionCampaign(q: Queryable): Promise<AuctionCampaign> {
  const result = await q.query<{ value: StoredCampaign }>('select value from mining_settings where key = $1', [SETTING]);
  const stored = result.rows[0]?.value;
  // Opening the store writes the default campaign: a store without one was not opened by openSandboxStore.
  if (!stored) throw new Error('the auction campaign is not configured (sandbox/store.ts writes it when the store is first opened)');
  const startsAt = Date.parse(stored.startsAt);
  const deadline = stored.deadline ? Date.parse(stored.deadline) : startsAt + AUCTION_DAYS * DAY_MS;
  return { startsAt, deadline };
}

export const utcMidnight = (at: number): number => Math.floor(at / DAY_MS) * DAY_MS;

/** Moves the campaign: its start to a UTC midnight, its deadline 20 days later unless given. */
export async function setAuctionCampaign(q: Queryable, change: { startsAt: number; deadline?: number | undefined }): Promise<AuctionCampaign> {
  const startsAt = utcMidnight(change.startsAt);
  const deadline = change.deadline ?? startsAt + AUCTION_DAYS * DAY_MS;
  await q.query('insert into mining_settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value', [
    SETTING,
    JSON.stringify({ startsAt: new Date(startsAt).toISOString(), deadline: new Date(deadline).toISOString() }),
  ]);
  return { startsAt, deadline };
}

/**
 * The default campaign, written when the store is first opened (issue 44): it starts on the UTC day
 * of the sandbox clock at that moment. A store that has a campaign (an earlier start, or one moved
 * through the controls) keeps it, so a data folder keeps its dates across restarts.
 */
export async function defaultAuctionCampaign(q: Queryable, now: number): Promise<void> {
  await q.query('insert into mining_settings (key, value) values ($1, $2::jsonb) on conflict (key) do nothing', [
    SETTING,
    JSON.stringify({ startsAt: new Date(utcMidnight(now)).toISOString() }),
  ]);
}
