/**
 * Friends and referrals (seed 001 §2 "Frens screen", §3 "Friend", §4 "Friends list", §6, §7
 * "Friends, guilds, alliances"; MINING.md "Referrals"; docs/decisions/frens-guilds-ranks.md "Friends, guilds and ranks
 * (issue 21)"). The referral stats keep the seed's snake-case shape; the friends list and the
 * referral ledger page forward by an opaque next-page token until there is none.
 */
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { queryInt } from '../wallet';
import { guildRankSchema } from './record';
import { instantSchema, miningDecimalSchema, serverTimeSchema } from './shared';

/** Seed 001 §9: friends page size. */
export const FRIENDS_PAGE_SIZE = 10;

/** An opaque next-page token: the server's words, in the URL-safe alphabet. */
export const pageTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'page token'));

const firstNameSchema = z.string().check(z.maxLength(256));

/** Seed 001 §3 "Friend": one invited friend. `bonus` is all they have paid the inviter so far. */
export const friendSchema = z.object({
  firstName: firstNameSchema,
  guild: guildRankSchema,
  gotAmount: miningDecimalSchema,
  bonus: miningDecimalSchema,
});

/** One friend's line of the referral ledger: what each of the referral rule's sources paid the caller. */
export const ledgerLineSchema = z.object({
  firstName: firstNameSchema,
  isPremium: z.boolean(),
  joinedAt: instantSchema,
  /** The fixed bonus the caller got when this friend joined (60 Premium, 30 ordinary). */
  joinBonus: miningDecimalSchema,
  /** 10 % of this friend's claims, and how many claims paid it. */
  claimsShare: miningDecimalSchema,
  claims: z.int().check(z.minimum(0)),
  /** 2 % of the claims of this friend's own friends, and how many claims paid it. */
  friendsShare: miningDecimalSchema,
  friendsClaims: z.int().check(z.minimum(0)),
});

const pageQuery = z.object({ limit: queryInt(1, 50, FRIENDS_PAGE_SIZE), pageToken: z.optional(pageTokenSchema) });

export const frensContract = {
  referralStats: endpoint({
    method: 'POST',
    path: '/referralStats',
    summary: 'Referral stats in the seed’s snake-case shape: Premium and ordinary friends, the bonus from friends (fixed bonuses and 10 %) and from friends of friends (2 %)',
    query: undefined,
    body: undefined,
    response: z.object({
      premium_friends: z.int().check(z.minimum(0)),
      ordinary_friends: z.int().check(z.minimum(0)),
      friends_bonus: miningDecimalSchema,
      friends_2_bonus: miningDecimalSchema,
    }),
  }),
  listFriends: endpoint({
    method: 'GET',
    path: '/listFriends',
    summary: 'The invited friends, oldest first, a page at a time; nextToken is null on the last page',
    query: pageQuery,
    body: undefined,
    response: z.object({ result: z.array(friendSchema).check(z.maxLength(50)), nextToken: z.nullable(pageTokenSchema) }),
  }),
  referralLedger: endpoint({
    method: 'GET',
    path: '/referralLedger',
    summary: 'The itemised referral ledger: for each friend, the join bonus, 10 % of their claims and 2 % of their friends’ claims, in the friends list’s order',
    query: pageQuery,
    body: undefined,
    response: z.object({ result: z.array(ledgerLineSchema).check(z.maxLength(50)), nextToken: z.nullable(pageTokenSchema) }),
  }),
  frensConfig: endpoint({
    method: 'GET',
    path: '/frens/config',
    summary: 'The caller’s referral code (invite links carry startapp=ref-<code>) and the trade contest’s end and prize from the backend’s configuration',
    query: undefined,
    body: undefined,
    response: z.object({
      referralCode: z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'referral code')),
      contest: z.object({ endsAt: instantSchema, prizeUsdt: miningDecimalSchema, prizeSwitch: miningDecimalSchema }),
      serverTime: serverTimeSchema,
    }),
  }),
} as const;
