/**
 * Guild leaderboards, the rank card and alliances (MINING.md "Ranks, alliances and friends"; seed
 * 001 §3 "Guild leaderboard", "Alliance"). Every read is a range of an index bounded by the
 * thresholds of the last recomputation (ranks-refresh.ts), never a count over the population:
 * docs/decisions.md "Friends, guilds and ranks (issue 21)".
 */
import type { Queryable } from '../../platform/store/database';
import { SandboxError } from '../../platform/http/errors';
import { findMiner, requireMiner, switchText } from '../shared/miner';
import { minersAhead, rankByThresholds, readRankState, type Thresholds } from '../shared/rank';

/** Seed 001 §9 does not size a leaderboard; ours shows its top ten. */
export const LEADERBOARD_SIZE = 10;

/** The amounts a rank spans: at least its threshold, below the next rank's (none above Cardinal). */
export function rankBounds(rank: number, thresholds: Thresholds): { readonly from: bigint; readonly below: bigint | null } {
  const from = rank === 1 ? 1n : (thresholds.get(rank) ?? 1n);
  const below = rank === 5 ? null : (thresholds.get(rank + 1) ?? null);
  return { from, below };
}

const between = (column: string, below: bigint | null) => `${column} >= $1::numeric${below === null ? '' : ` and ${column} < $2::numeric`}`;
const boundParams = (from: bigint, below: bigint | null) => (below === null ? [from.toString()] : [from.toString(), below.toString()]);

export async function guildLeaderboard(q: Queryable, userId: number, firstName: string, rank: number) {
  const miner = await requireMiner(q, userId);
  const { thresholds } = await readRankState(q, 'user');
  const { from, below } = rankBounds(rank, thresholds);
  const top = await q.query<{ first_name: string; got_units: string }>(
    `select u.first_name, m.got_units::text from mining_users m join users u on u.id = m.user_id
     where ${between('m.got_units', below)} order by m.got_units desc, m.user_id limit ${String(LEADERBOARD_SIZE)}`,
    boundParams(from, below),
  );
  return {
    top: top.rows.map((row) => ({ firstName: row.first_name, gotAmount: switchText(BigInt(row.got_units)) })),
    user: { firstName, gotAmount: switchText(miner.gotUnits), guild: rankByThresholds(miner.gotUnits, thresholds) },
    userRank: miner.gotUnits > 0n ? (await minersAhead(q, miner.gotUnits)) + 1 : null,
  };
}

/** "Top x %" with two decimals, rounded up so the best miner is never "top 0 %". */
export function percentileText(place: number, miners: number): string {
  const hundredths = Math.min(10_000, Math.ceil((place * 10_000) / Math.max(miners, place)));
  return `${String(Math.floor(hundredths / 100))}.${String(hundredths % 100).padStart(2, '0')}`;
}

export async function rankCard(q: Queryable, userId: number) {
  const miner = await requireMiner(q, userId);
  const state = await readRankState(q, 'user');
  const guild = rankByThresholds(miner.gotUnits, state.thresholds);
  const place = miner.gotUnits > 0n ? (await minersAhead(q, miner.gotUnits)) + 1 : null;
  const nextThreshold = guild >= 1 && guild < 5 ? state.thresholds.get(guild + 1) : undefined;
  return {
    guild,
    gotAmount: switchText(miner.gotUnits),
    place,
    miners: state.population,
    percentile: place === null ? null : percentileText(place, state.population),
    nextRankNeeds: nextThreshold === undefined ? null : switchText(nextThreshold > miner.gotUnits ? nextThreshold - miner.gotUnits : 0n),
    computedAt: state.computedAt.toISOString(),
  };
}

interface AllianceSummaryRow {
  name: string;
  title: string;
  total_units: string;
  users: number;
}

const summaryOf = (row: AllianceSummaryRow) => ({ name: row.name, title: row.title, totalMined: switchText(BigInt(row.total_units)), users: row.users });

/** An alliance's live total and members (its members' index), or null when there is none. */
async function liveAlliance(q: Queryable, name: string): Promise<AllianceSummaryRow | null> {
  const result = await q.query<AllianceSummaryRow>(
    `select a.name, a.title, coalesce(s.total, 0)::text as total_units, coalesce(s.users, 0)::int as users
     from mining_alliances a
     left join lateral (select sum(got_units) as total, count(*) as users from mining_users where alliance = a.name) s on true
     where a.name = $1`,
    [name],
  );
  return result.rows[0] ?? null;
}

/** An alliance's place among the recomputed totals: one plus those strictly ahead (others only). */
async function alliancePlace(q: Queryable, name: string, totalUnits: bigint): Promise<number | null> {
  if (totalUnits <= 0n) return null;
  const ahead = await q.query<{ n: number }>(`select count(*)::int as n from mining_alliance_totals where total_units > $1::numeric and name <> $2`, [
    totalUnits.toString(),
    name,
  ]);
  return (ahead.rows[0]?.n ?? 0) + 1;
}

export async function allianceLeaderboard(q: Queryable, userId: number, rank: number) {
  const miner = await findMiner(q, userId);
  const { thresholds } = await readRankState(q, 'alliance');
  const { from, below } = rankBounds(rank, thresholds);
  const top = await q.query<AllianceSummaryRow>(
    `select t.name, a.title, t.total_units::text, t.users from mining_alliance_totals t join mining_alliances a on a.name = t.name
     where ${between('t.total_units', below)} order by t.total_units desc, t.name limit ${String(LEADERBOARD_SIZE)}`,
    boundParams(from, below),
  );
  const own = miner?.alliance ? await liveAlliance(q, miner.alliance) : null;
  return {
    top: top.rows.map(summaryOf),
    user: own ? summaryOf(own) : null,
    userRank: own ? await alliancePlace(q, own.name, BigInt(own.total_units)) : null,
  };
}

export async function allianceDetail(q: Queryable, userId: number, name: string, stakingRequired: boolean) {
  const alliance = await liveAlliance(q, name);
  if (!alliance) throw new SandboxError(404, 'No such alliance', 'no-alliance', ['name']);
  const miner = await findMiner(q, userId);
  const total = BigInt(alliance.total_units);
  const { thresholds } = await readRankState(q, 'alliance');
  const members = await q.query<{ first_name: string; got_units: string }>(
    `select u.first_name, m.got_units::text from mining_users m join users u on u.id = m.user_id where m.alliance = $1
     order by m.got_units desc, m.user_id limit ${String(LEADERBOARD_SIZE)}`,
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
    guild: rankByThresholds(total, thresholds),
    allianceRank: await alliancePlace(q, name, total),
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

