/**
 * The scheduled recomputation of ranks (docs/decisions.md "Friends, guilds and ranks (issue 21)"):
 * one pass over the amount index writes each rank's threshold and a cut about every thousandth
 * position (rank.ts reads them), then the alliances' totals and their thresholds. It runs in its
 * own transaction, so readers keep the previous recomputation until it commits; at most one runs
 * per store at a time. Claims go on meanwhile: a place can be off by what changed since, which the
 * live count between cuts keeps small for the user's own amount.
 */
import type { Db, Queryable } from '../../platform/store/database';
import { CUMULATIVE_PERCENT, thresholdPosition, type RankKind, type Thresholds } from '../shared/rank';
import { rankBounds } from './rank-bounds';
import { CUTS, currentRankSnapshot, storeRankSnapshot, type AllianceSummary, type Cut, type Leader, type RankSnapshot } from './rank-snapshot';

/** How often the sandbox recomputes, in real time. */
export const RANK_REFRESH_MS = 10_000;
/** Seed 001 §9 does not size a leaderboard; ours shows its top ten. */
export const LEADERBOARD_SIZE = 10;
const RANKS = [1, 2, 3, 4, 5] as const;

interface Ordered {
  units: string;
  rn: string | number;
  ahead: string | number;
  at_least: string | number;
}

interface Recomputed {
  readonly population: number;
  readonly thresholds: Thresholds;
  readonly cuts: Cut[];
  readonly width: number;
}

/**
 * Thresholds (and, with `cuts`, about CUTS cuts) of one ordered set (`source`: rows of `units`)
 * inside `tx`: one sort of the set, the only statement that reads every row.
 */
async function recompute(tx: Queryable, kind: RankKind, source: string, cuts: boolean): Promise<Recomputed> {
  const counted = await tx.query<{ n: number }>(`select count(*)::int as n from (${source}) s where units > 0`);
  const population = counted.rows[0]?.n ?? 0;
  const width = Math.max(1, Math.ceil(population / CUTS));
  const boundaries = CUMULATIVE_PERCENT.map(([, percent]) => thresholdPosition(percent, population));
  const rows = population === 0
    ? []
    : (
        await tx.query<Ordered>(
          `select units::text, rn, ahead, at_least from (
             select units, row_number() over w as rn, rank() over w - 1 as ahead, count(*) over w as at_least
             from (${source}) s where units > 0 window w as (order by units desc)
           ) o where ($4::boolean and (rn % $1::bigint = 0 or rn = 1 or rn = $2::bigint)) or rn = any($3::bigint[]) order by rn`,
          [width, population, boundaries, cuts],
        )
      ).rows;
  const thresholds = new Map<number, bigint>();
  for (const [index, [rank]] of CUMULATIVE_PERCENT.entries()) {
    const row = rows.find((entry) => Number(entry.rn) === boundaries[index]);
    if (row) thresholds.set(rank, BigInt(row.units));
  }
  await tx.query(
    `insert into mining_rank_state (kind, population, thresholds, computed_at) values ($1, $2, $3::jsonb, now())
     on conflict (kind) do update set population = excluded.population, thresholds = excluded.thresholds, computed_at = excluded.computed_at`,
    [kind, population, JSON.stringify(Object.fromEntries([...thresholds].map(([rank, units]) => [String(rank), units.toString()])))],
  );
  const cutList: Cut[] = [];
  if (cuts) {
    for (const row of rows) {
      const units = BigInt(row.units);
      // Peers share one cut (the same counts); boundary rows that are not cuts are skipped.
      const rn = Number(row.rn);
      if (rn % width !== 0 && rn !== 1 && rn !== population) continue;
      if (cutList[cutList.length - 1]?.units === units) continue;
      cutList.push({ units, ahead: Number(row.ahead), atLeast: Number(row.at_least) });
    }
  }
  return { population, thresholds, cuts: cutList, width };
}

/** Each rank's first leaderboard page of miners, as of the recomputation. */
async function minerLeaders(tx: Queryable, thresholds: Thresholds): Promise<Map<number, Leader[]>> {
  const leaders = new Map<number, Leader[]>();
  for (const rank of RANKS) {
    const { from, below } = rankBounds(rank, thresholds);
    const page = await tx.query<{ first_name: string; got_units: string }>(
      // The page first (an index range, ten rows), then the names: a join first may scan the rank.
      `select u.first_name, m.got_units::text from (
         select user_id, got_units from mining_users where got_units >= $1::numeric and ($2::numeric is null or got_units < $2::numeric)
         order by got_units desc limit ${String(LEADERBOARD_SIZE)}
       ) m join users u on u.id = m.user_id order by m.got_units desc`,
      [from.toString(), below?.toString() ?? null],
    );
    leaders.set(rank, page.rows.map((row) => ({ firstName: row.first_name, gotUnits: BigInt(row.got_units) })));
  }
  return leaders;
}

/** Every alliance's total (descending) and each rank's first page, as of the recomputation. */
async function allianceRanks(tx: Queryable, thresholds: Thresholds) {
  const all = await tx.query<{ name: string; title: string; total_units: string; users: number }>(
    `select t.name, a.title, t.total_units::text, t.users from mining_alliance_totals t join mining_alliances a on a.name = t.name order by t.total_units desc, t.name`,
  );
  const summaries: AllianceSummary[] = all.rows.map((row) => ({ name: row.name, title: row.title, totalUnits: BigInt(row.total_units), users: row.users }));
  const leaders = new Map<number, AllianceSummary[]>();
  for (const rank of RANKS) {
    const { from, below } = rankBounds(rank, thresholds);
    leaders.set(rank, summaries.filter((row) => row.totalUnits >= from && (below === null || row.totalUnits < below)).slice(0, LEADERBOARD_SIZE));
  }
  return {
    totals: summaries.map((row) => row.totalUnits),
    totalOf: new Map(summaries.map((row) => [row.name, row.totalUnits])),
    leaders,
  };
}

/**
 * Recomputes miners' and alliances' ranks now, in one transaction, and replaces the process's
 * snapshot when it commits (readers keep the previous one until then).
 */
export async function refreshRanks(db: Db): Promise<RankSnapshot> {
  const snapshot = await db.transaction(async (tx): Promise<RankSnapshot> => {
    if (db.kind === 'postgres') {
      await tx.query('set transaction isolation level repeatable read');
      // One core at most: the scans over every miner would otherwise take parallel workers, and
      // the readers' answers would wait behind them for every core there is.
      await tx.query('set local max_parallel_workers_per_gather = 0');
    }
    const miners = await recompute(tx, 'user', 'select got_units as units from mining_users', true);
    await tx.query(`delete from mining_alliance_totals`);
    await tx.query(
      `insert into mining_alliance_totals (name, total_units, users)
       select a.name, coalesce(sum(m.got_units), 0), count(m.user_id)::int from mining_alliances a left join mining_users m on m.alliance = a.name group by a.name`,
    );
    const alliances = await recompute(tx, 'alliance', 'select total_units as units from mining_alliance_totals', false);
    const computed = await tx.query<{ now: Date }>('select now() as now');
    return {
      population: miners.population,
      thresholds: miners.thresholds,
      computedAt: computed.rows[0]?.now ?? new Date(),
      cuts: miners.cuts,
      width: miners.width,
      leaders: await minerLeaders(tx, miners.thresholds),
      alliances: { population: alliances.population, thresholds: alliances.thresholds, ...(await allianceRanks(tx, alliances.thresholds)) },
    };
  });
  storeRankSnapshot(db, snapshot);
  return snapshot;
}

/** The process's snapshot, or (before the first recomputation only) the one being computed now. */
export async function rankSnapshot(db: Db): Promise<RankSnapshot> {
  const current = currentRankSnapshot(db);
  if (current) return current;
  let failure: unknown;
  await refreshRanksSoon(db, (error) => (failure = error));
  const computed = currentRankSnapshot(db);
  if (!computed) throw failure instanceof Error ? failure : new Error('ranks could not be recomputed');
  return computed;
}

const running = new WeakMap<Db, Promise<void>>();

/** Starts a recomputation unless one is running for this store; resolves when it ends (never rejects). */
export function refreshRanksSoon(db: Db, onError: (error: unknown) => void = () => undefined): Promise<void> {
  const current = running.get(db);
  if (current) return current.then(() => undefined);
  const next = refreshRanks(db)
    .then(() => undefined, onError)
    .finally(() => running.delete(db));
  running.set(db, next);
  return next;
}

const scheduled = new WeakSet<Db>();

/**
 * The schedule: a recomputation at once, then again RANK_REFRESH_MS after each one ends, or five
 * times its own duration when that is longer (a million miners take seconds: the recomputation
 * then keeps to a sixth of one core). The timer does not keep the process alive, and the schedule
 * stops once the store refuses (it is closed).
 */
export function scheduleRankRefresh(db: Db): void {
  if (scheduled.has(db)) return;
  scheduled.add(db);
  let stopped = false;
  const run = (): void => {
    const started = Date.now();
    void refreshRanksSoon(db, () => (stopped = true)).then(() => {
      if (stopped) return;
      setTimeout(run, Math.max(RANK_REFRESH_MS, 5 * (Date.now() - started))).unref();
    });
  };
  run();
}
