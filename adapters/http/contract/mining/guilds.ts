/**
 * Guilds and alliances (seed 001 §2 "Guilds screen", "Alliance detail", §3 "Guild leaderboard",
 * "Alliance", §4 "Alliance", §5 "Alliance input", §7 "Friends, guilds, alliances"; MINING.md "Ranks,
 * alliances and friends"; docs/decisions/frens-guilds-ranks.md "Friends, guilds and ranks (issue 21)").
 * The rank and the alliance's name travel as path segments, as the seed writes them
 * (`{path}/{rank}`, `{path}/{name}`; issue 40). Ranks come from thresholds the server recomputes
 * on a schedule, so each read is an index range, never a count over every miner.
 */
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { guildRankSchema } from './record';
import { miningDecimalSchema, serverTimeSchema } from './shared';

/** MINING.md: an alliance's name, 3 to 32 letters, digits or underscores. */
export const allianceNameSchema = z.string().check(z.regex(/^[A-Za-z0-9_]{3,32}$/, 'alliance name'));
/** A rank that has a leaderboard, as its path segment: 1 Adept to 5 Cardinal, one digit and nothing else. */
const shownRankSchema = z.pipe(z.string().check(z.regex(/^[1-5]$/, 'rank 1 to 5')), z.transform(Number));
const placeSchema = z.int().check(z.minimum(1));

export const leaderSchema = z.object({ firstName: z.string().check(z.maxLength(256)), gotAmount: miningDecimalSchema });

export const allianceSummarySchema = z.object({
  name: allianceNameSchema,
  title: z.string().check(z.maxLength(64)),
  totalMined: miningDecimalSchema,
  users: z.int().check(z.minimum(0)),
});

/** Seed 001 §3 "Alliance". */
export const allianceSchema = z.object({
  name: allianceNameSchema,
  title: z.string().check(z.maxLength(64)),
  /** Its picture; null: the app draws one of 7 avatars by a hash of the name. */
  userpicURL: z.nullable(z.string().check(z.maxLength(2048), z.regex(/^https:\/\/[^\s"'<>]+$/, 'picture url'))),
  totalMined: miningDecimalSchema,
  users: z.int().check(z.minimum(0)),
  /** Its guild rank among alliances (1 to 5; 0 with nothing mined). */
  guild: guildRankSchema,
  /** Its place among alliances by total mined. */
  allianceRank: z.nullable(placeSchema),
  /** The caller's place inside it; null when not a member. */
  userRank: z.nullable(placeSchema),
  top: z.array(leaderSchema).check(z.maxLength(50)),
  /** Whether the caller is a member. */
  member: z.boolean(),
  /** The backend wants the caller to stake before joining (the seed's staking status). */
  stakingRequired: z.boolean(),
});

export const rankCardSchema = z.object({
  guild: guildRankSchema,
  gotAmount: miningDecimalSchema,
  /** The caller's place among miners with something mined; null before mining. */
  place: z.nullable(placeSchema),
  /** Miners with something mined, as of the last recomputation. */
  miners: z.int().check(z.minimum(0)),
  /** "Top x %": place / miners × 100, two decimals; null before mining. */
  percentile: z.nullable(miningDecimalSchema),
  /** SWITCH the caller needs for the next rank today; null at Cardinal or before mining. */
  nextRankNeeds: z.nullable(miningDecimalSchema),
  /** When the thresholds were last recomputed. */
  computedAt: serverTimeSchema,
});

export const guildsContract = {
  guildLeaderboard: endpoint({
    method: 'GET',
    path: '/guilds/{rank}',
    summary: 'A rank’s leaderboard: its top miners, the caller and the caller’s place',
    params: z.object({ rank: shownRankSchema }),
    query: undefined,
    body: undefined,
    response: z.object({
      top: z.array(leaderSchema).check(z.maxLength(50)),
      user: z.object({ firstName: z.string().check(z.maxLength(256)), gotAmount: miningDecimalSchema, guild: guildRankSchema }),
      userRank: z.nullable(placeSchema),
    }),
  }),
  rankCard: endpoint({
    method: 'GET',
    path: '/guilds/card',
    summary: 'The caller’s rank card: rank, place, percentile and the SWITCH the next rank needs today',
    query: undefined,
    body: undefined,
    response: rankCardSchema,
  }),
  allianceLeaderboard: endpoint({
    method: 'GET',
    path: '/alliances/guilds/{rank}',
    summary: 'A rank’s alliance leaderboard, with the caller’s own alliance pinned and its place',
    params: z.object({ rank: shownRankSchema }),
    query: undefined,
    body: undefined,
    response: z.object({ top: z.array(allianceSummarySchema).check(z.maxLength(50)), user: z.nullable(allianceSummarySchema), userRank: z.nullable(placeSchema) }),
  }),
  alliance: endpoint({
    method: 'GET',
    path: '/alliances/{name}',
    summary: 'An alliance by name (case-insensitive); 404 no-alliance when there is none',
    params: z.object({ name: allianceNameSchema }),
    query: undefined,
    body: undefined,
    response: allianceSchema,
  }),
  setAlliance: endpoint({
    method: 'POST',
    path: '/alliances/set',
    summary: 'Join an alliance (query alliance={name}; made on first join; replaces the old one) or leave (no query). Idempotent by nature',
    query: z.object({ alliance: z.optional(allianceNameSchema) }),
    body: undefined,
    response: z.object({ alliance: z.nullable(allianceNameSchema) }),
  }),
} as const;
