/**
 * SWITCH mined per UTC day (issue 38 "Mining in pictures"), designed by us: the caller's last 30 UTC
 * days, each the sum of the database's own rows of that day, by kind: manual claims and autoclaims
 * (what each credited: the claim with its verified and alliance bonuses, mining_claims) and the
 * referral shares credited to the caller on friends' claims (mining_referral_shares, dated by the
 * claim). Summed in SQL on integer units, so the days add up to the rows exactly.
 */
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { miningDecimalSchema, serverTimeSchema } from './shared';

/** How many UTC days the answer covers, today included. */
export const MINED_DAYS = 30;

export const minedDaySchema = z.object({
  /**
   * The UTC calendar day, YYYY-MM-DD. A regex check rather than z.iso.date(): zod's classes live in
   * one chunk on the home's first load, and a kind used only here would join it
   * (scripts/initial-load.ts FIRST_LOAD_ZOD_KINDS).
   */
  day: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'UTC day')),
  /** Credited by manual claims that day (with their bonuses). */
  claims: miningDecimalSchema,
  /** Credited by autoclaims that day (with their bonuses). */
  autoclaims: miningDecimalSchema,
  /** Referral shares credited to the caller on friends' claims that day. */
  referrals: miningDecimalSchema,
});

export const minedByDaySchema = z.object({
  /** Exactly MINED_DAYS rows, oldest first, the last one today (UTC) by the server's clock; a day with nothing is zeros. */
  days: z.array(minedDaySchema).check(z.minLength(MINED_DAYS), z.maxLength(MINED_DAYS)),
  serverTime: serverTimeSchema,
});

export const earningsContract = {
  minedByDay: endpoint({
    method: 'GET',
    path: '/mining/minedByDay',
    summary: 'SWITCH credited per UTC day over the last 30 days (today last), by claims, autoclaims and referral shares, summed from the claim and share rows',
    query: undefined,
    body: undefined,
    response: minedByDaySchema,
  }),
} as const;
