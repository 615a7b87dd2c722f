/**
 * Guild leaderboards, the rank card and alliances (MINING.md "Ranks, alliances and friends"; seed
 * 001 §3 "Guild leaderboard", "Alliance"). The rank reads every user makes are answered from the
 * last recomputation's snapshot in memory (rank-snapshot.ts) plus the caller's own row by primary
 * key, never a count over the population: docs/decisions/frens-guilds-ranks.md "Friends, guilds and ranks (issue 21)".
 */
import type { Queryable } from '../../platform/store/database';
import { SandboxError } from '../../platform/http/errors';
import { findMiner, noMiningRecord, requireMiner, switchText } from '../shared/miner';
import { rankByThresholds } from '../shared/rank';
import { aheadOf, countAbove, type AllianceSummary, type RankSnapshot } from './rank-snapshot';
import type { MinedUnitsReader } from './mined-batch';
import { LEADERBOARD_SIZE } from './ranks-refresh';

/** The caller's place among the miners (1-based), or null before mining; see aheadOf for its accuracy. */
const placeOf = (snapshot: RankSnapshot, gotUnits: bigint): number | null => (gotUnits > 0n ? aheadOf(snapshot.cuts, gotUnits) + 1 : null);

/** The caller's live amount (mined-batch.ts); a caller without a mining record is refused. */
async function callerUnits(minedUnits: MinedUnitsReader, userId: number): Promise<bigint> {
  const units = await minedUnits(userId);
  if (units === null) throw noMiningRecord();
  return units;
}

export async function guildLeaderboard(minedUnits: MinedUnitsReader, snapshot: RankSnapshot, userId: number, firstName: string, rank: number) {
  const gotUnits = await callerUnits(minedUnits, userId);
  return {
    top: (snapshot.leaders.get(rank) ?? []).map((row) => ({ firstName: row.firstName, gotAmount: switchText(row.gotUnits) })),
    user: { firstName, gotAmount: switchText(gotUnits), guild: rankByThresholds(gotUnits, snapshot.thresholds) },
    userRank: placeOf(snapshot, gotUnits),
  };
}

/** "Top x %" with two decimals, rounded up so the best miner is never "top 0 %". */
export function percentileText(place: number, miners: number): string {
  const hundredths = Math.min(10_000, Math.ceil((place * 10_000) / Math.max(miners, place)));
  return `${String(Math.floor(hundredths / 100))}.${String(hundredths % 100).padStart(2, '0')}`;
}

export async function rankCard(minedUnits: MinedUnitsReader, snapshot: RankSnapshot, userId: number) {
  const gotUnits = await callerUnits(minedUnits, userId);
  const guild = rankByThresholds(gotUnits, snapshot.thresholds);
  const place = placeOf(snapshot, gotUnits);
  const nextThreshold = guild >= 1 && guild < 5 ? snapshot.thresholds.get(guild + 1) : undefined;
  return {
    guild,
    gotAmount: switchText(gotUnits),
    place,
    miners: snapshot.population,
    percentile: place === null ? null : percentileText(place, snapshot.population),
    nextRankNeeds: nextThreshold === undefined ? null : switchText(nextThreshold > gotUnits ? nextThreshold - gotUnits : 0n),
    computedAt: snapshot.computedAt.toISOString(),
  };
}

interface AllianceSummaryRow {
  name: string;
  title: string;
  total_units: string;
  users: number;
}

const summaryOf = (row: AllianceSummary) => ({ name: row.name, title: row.title, totalMined: switchText(row.totalUnits), users: row.users });

/** An alliance's live total and members (its members' index), or null when there is none. */
async function liveAlliance(q: Queryable, name: string): Promise<AllianceSummary | null> {
  const result = await q.query<AllianceSummaryRow>(
    `select a.name, a.title, coalesce(s.total, 0)::text as total_units, coalesce(s.users, 0)::int as users
     from mining_alliances a
     left join lateral (select sum(got_units) as total, count(*) as users from mining_users where alliance = a.name) s on true
     where a.name = $1`,
    [name],
  );
  const row = result.rows[0];
  return row ? { name: row.name, title: row.title, totalUnits: BigInt(row.total_units), users: row.users } : null;
}

/** An alliance's place among the recomputed totals: one plus the others strictly ahead of its live total. */
function alliancePlace(snapshot: RankSnapshot, name: string, totalUnits: bigint): number | null {
  if (totalUnits <= 0n) return null;
  const own = snapshot.alliances.totalOf.get(name);
  const ahead = countAbove(snapshot.alliances.totals, totalUnits) - (own !== undefined && own > totalUnits ? 1 : 0);
  return ahead + 1;
}

export async function allianceLeaderboard(q: Queryable, snapshot: RankSnapshot, userId: number, rank: number) {
  const miner = await findMiner(q, userId);
  const own = miner?.alliance ? await liveAlliance(q, miner.alliance) : null;
  return {
    top: (snapshot.alliances.leaders.get(rank) ?? []).map(summaryOf),
    user: own ? summaryOf(own) : null,
    userRank: own ? alliancePlace(snapshot, own.name, own.totalUnits) : null,
  };
}

export async function allianceDetail(q: Queryable, snapshot: RankSnapshot, userId: number, name: string, stakingRequired: boolean) {
  const alliance = await liveAlliance(q, name);
  if (!alliance) throw new SandboxError(404, 'No such alliance', 'no-alliance', ['name']);
  const miner = await findMiner(q, userId);
  const total = alliance.totalUnits;
  const members = await q.query<{ first_name: string; got_units: string }>(
    `select u.first_name, m.got_units::text from mining_users m join users u on u.id = m.user_id where m.alliance = $1
     order by m.got_units desc limit ${String(LEADERBOARD_SIZE)}`,
    [name],
  );
  const member = miner !== null && miner.alliance === name;
  let userRank: number | null = null;
  if (member) {
    const ahead = await q.query<{ n: number }>(`select count(*)::int as n from mining_users where alliance = $1 and got_units > $2::numeric`, [name, miner.gotUnits.toString()]);
    userRank = (ahead.rows[0]?.n ?? 0) + 1;
  }
  return {
    name: alliance.name,
    title: alliance.title,
    userpicURL: null,
    totalMined: switchText(total),
    users: alliance.users,
    guild: rankByThresholds(total, snapshot.alliances.thresholds),
    allianceRank: alliancePlace(snapshot, name, total),
    userRank,
    top: members.rows.map((row) => ({ firstName: row.first_name, gotAmount: switchText(BigInt(row.got_units)) })),
    member,
    stakingRequired: stakingRequired && !member,
  };
}

/** An alliance's title from its name: words split at underscores, each capitalised. */
export const allianceTitleOf = (name: string): string =>
  name
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ') || name;

/**
 * Join (made on first join; replaces the old one) or leave (null). The miner's row is locked, so
 * two joins at once end in one alliance; totals are sums of members, so they move with it.
 */
export async function setAlliance(q: Queryable, userId: number, name: string | null, now: number): Promise<string | null> {
  await requireMiner(q, userId, true);
  if (name !== null) {
    await q.query(`insert into mining_alliances (name, title, created_at) values ($1, $2, $3) on conflict (name) do nothing`, [
      name,
      allianceTitleOf(name),
      new Date(now).toISOString(),
    ]);
  }
  await q.query(`update mining_users set alliance = $2 where user_id = $1`, [userId, name]);
  return name;
}

