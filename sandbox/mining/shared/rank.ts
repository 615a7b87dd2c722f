/**
 * Guild rank (MINING.md): a percentile of gotAmount among users with gotAmount > 0. Top 1 %
 * Cardinal (5), next 4 % Grandmaster (4), next 15 % Magister (3), next 30 % Master (2), the rest
 * Adept (1); 0 means not mining yet. Ties take the higher rank: a miner's position is the number
 * of miners strictly ahead, so equals share the best position among them.
 *
 * At scale (docs/decisions/frens-guilds-ranks.md "Friends, guilds and ranks (issue 21)") no read counts the miners:
 * a recomputation on a schedule (../guilds/ranks-refresh.ts) stores each rank's threshold (the
 * amount of the miner at the rank's last position), so a rank is a comparison with them (one
 * primary-key read of mining_rank_state here; the guilds routes keep them in memory, with the cuts
 * that give a place: ../guilds/rank-snapshot.ts).
 */
import type { Queryable } from '../../main/engine/ledger';
import { prepared } from '../../platform/store/database';

/** Cumulative shares from the top, in percent, for ranks 5, 4, 3, 2. */
export const CUMULATIVE_PERCENT: readonly (readonly [rank: number, percent: number])[] = [
  [5, 1],
  [4, 5],
  [3, 20],
  [2, 50],
];

/** The rank of a miner with `ahead` miners strictly ahead among `miners` with gotAmount > 0. */
export function guildRank(gotUnits: bigint, ahead: number, miners: number): number {
  if (gotUnits <= 0n || miners <= 0) return 0;
  // ahead / miners < percent / 100, in integers.
  for (const [rank, percent] of CUMULATIVE_PERCENT) if (ahead * 100 < miners * percent) return rank;
  return 1;
}

/**
 * The 1-based position (in descending order) whose amount is rank `rank`'s threshold among
 * `miners`: the last position p with p - 1 < miners × percent / 100, so that an amount at or above
 * the amount there has fewer than the rank's share strictly ahead (guildRank's rule).
 */
export function thresholdPosition(percent: number, miners: number): number {
  return Math.ceil((miners * percent) / 100);
}

/** Thresholds by rank (5, 4, 3, 2): the least amount that still holds the rank. */
export type Thresholds = ReadonlyMap<number, bigint>;

/** The rank an amount holds against the thresholds (the same rank guildRank gives, by comparison). */
export function rankByThresholds(gotUnits: bigint, thresholds: Thresholds): number {
  if (gotUnits <= 0n) return 0;
  for (const [rank] of CUMULATIVE_PERCENT) {
    const threshold = thresholds.get(rank);
    if (threshold !== undefined && gotUnits >= threshold) return rank;
  }
  return 1;
}

export type RankKind = 'user' | 'alliance';

export interface RankState {
  readonly population: number;
  readonly thresholds: Thresholds;
  readonly computedAt: Date;
}

export const EMPTY_RANK_STATE: RankState = { population: 0, thresholds: new Map(), computedAt: new Date(0) };

const RANK_STATE = prepared(`select population, thresholds, computed_at from mining_rank_state where kind = $1`);

/** A mining_rank_state row as read (its columns null when a join found none). */
export interface RankStateRow {
  population: number | null;
  thresholds: Record<string, string> | null;
  computed_at: Date | null;
}

/** The state a row holds; EMPTY_RANK_STATE for none. */
export function rankStateOf(row: RankStateRow | null): RankState {
  if (!row || row.population === null || row.thresholds === null || row.computed_at === null) return EMPTY_RANK_STATE;
  return {
    population: row.population,
    thresholds: new Map(Object.entries(row.thresholds).map(([rank, units]) => [Number(rank), BigInt(units)])),
    computedAt: row.computed_at,
  };
}

/** The last recomputation's thresholds for miners or alliances (one primary-key read). */
export async function readRankState(q: Queryable, kind: RankKind): Promise<RankState> {
  return rankStateOf((await q.query<RankStateRow>(RANK_STATE, [kind])).rows[0] ?? null);
}

/** The rank of `gotUnits`, against `known` thresholds when the caller has read them. */
export async function guildRankOf(q: Queryable, gotUnits: bigint, known?: RankState): Promise<number> {
  if (gotUnits <= 0n) return 0;
  const state = known ?? (await readRankState(q, 'user'));
  if (state !== EMPTY_RANK_STATE) return rankByThresholds(gotUnits, state.thresholds);
  // Before the first recomputation only (a fresh store): the exact count, once.
  const result = await q.query<{ ahead: number; miners: number }>(
    `select count(*) filter (where got_units > $1::numeric)::int as ahead, count(*)::int as miners from mining_users where got_units > 0`,
    [gotUnits.toString()],
  );
  const row = result.rows[0];
  return guildRank(gotUnits, row?.ahead ?? 0, row?.miners ?? 0);
}
