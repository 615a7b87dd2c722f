/**
 * The Dutch-auction claim (seed 001 §3 "Auction data", §4 "Auction claim", §7 "Auction and
 * donation", §8, §9; MINING.md "Money and where it lives"; docs/decisions/auction-and-donate.md "Auction and donations
 * (issue 23)"). The server decides every value: today's share, what a claim pays, its gas.
 */
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { instantSchema, miningDecimalSchema, serverTimeSchema } from './shared';

/** Seed 001 §4: a claim's send is sending, then responsed (landed) or failed. */
export const AUCTION_PROGRESS = ['sending', 'responsed', 'failed'] as const;

export const auctionSchema = z.object({
  /** What a claim-all pays now, SWITCH (today's share of the mined SWITCH; 0 when closed). */
  availableAmount: miningDecimalSchema,
  /** The mined SWITCH the auction counts: the record's gotAmount less what staking locks. */
  gotAmount: miningDecimalSchema,
  /** The fraction a claim-and-stake stakes for 3 months (seed: stakingPart). */
  stakingPart: miningDecimalSchema,
  switchPriceUsd: miningDecimalSchema,
  /** The claim's price in TON, paid from account 0 as gas. */
  claimPrice: miningDecimalSchema,
  /** Ours: the fixed TON a claim needs on top of its price (the network's fee); seed §8 "a fixed TON constant". */
  gasReserve: miningDecimalSchema,
  /** The campaign's day on the UTC calendar: 0 before it starts, 1 on its first day. */
  currDay: z.int().check(z.minimum(0)),
  /** Milliseconds until the next UTC day (when the share next rises). */
  nextDayInMs: z.int().check(z.minimum(0)),
  /** The last claim's send, or null before any claim. */
  progressStatus: z.nullable(z.enum(AUCTION_PROGRESS)),
  hasSuccessSwitchSend: z.boolean(),
  /** Ours: today's share in basis points (5 % a day is 500), 0 unless open. */
  shareBp: z.int().check(z.minimum(0), z.maximum(10_000)),
  /** Ours: the campaign's dates (backend configuration). */
  startsAt: instantSchema,
  deadline: instantSchema,
  phase: z.enum(['not-started', 'open', 'closed']),
  /** Ours: the last claim, so its failure can be acknowledged once (kept on the device). */
  lastClaim: z.nullable(
    z.object({
      claimId: z.string().check(z.maxLength(64)),
      paidAmount: miningDecimalSchema,
      burnedAmount: miningDecimalSchema,
      /** Ours: what claim-and-stake staked for 3 months ('0' for a plain claim, or a share too small to split). */
      stakedAmount: z.optional(miningDecimalSchema),
      claimedAt: instantSchema,
    }),
  ),
  /** Ours: account 0's TON address, where TON for the gas is deposited. */
  depositAddress: z.string().check(z.maxLength(80)),
  serverTime: serverTimeSchema,
});

export const auctionContract = {
  auction: endpoint({
    method: 'GET',
    path: '/v2/switch/preCheckout',
    summary: 'The auction (v2): today’s share, what a claim pays, its gas, the last claim’s status',
    query: undefined,
    body: undefined,
    response: auctionSchema,
  }),
  claimAuction: endpoint({
    method: 'POST',
    path: '/claim',
    summary:
      'Claim from the auction (v2): today’s share of the mined SWITCH to account 0 as SWITCH jettons, the rest burned; the claim price plus the gas reserve in TON; refusals unavailable-amount, not-enough-gas, auction-closed. With stake, stakingPart of the paid share is staked for 3 months instead (ours)',
    query: undefined,
    body: z.object({ stake: z.optional(z.boolean()) }),
    response: z.object({
      progressStatus: z.enum(AUCTION_PROGRESS),
      claimId: z.string().check(z.maxLength(64)),
      paidAmount: miningDecimalSchema,
      burnedAmount: miningDecimalSchema,
      /** Ours: claim-and-stake's 3-month deposit ('0' and null for a plain claim). */
      stakedAmount: z.optional(miningDecimalSchema),
      depositId: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
      auction: auctionSchema,
    }),
    movesValue: true,
  }),
} as const;
