/**
 * The scheduled recomputation of ranks (docs/decisions/frens-guilds-ranks.md "Friends, guilds and ranks (issue 21)"),
 * one per store however many processes serve it. A process recomputes under an advisory lock
 * (PostgreSQL; PGlite has one process): one sort of the miners by amount, in the database (past a
 * chunk of miners, in ranges of amounts with rests between them: rank-walk.ts), writes
 * each rank's threshold (mining_rank_state, which the record reads) and publishes a snapshot
 * (mining_rank_snapshots and its cuts and alliance totals: rank-snapshot.ts says what they are)
 * under a new version. Every process, the one that recomputed included, loads the newest version
 * in slices (rank-load.ts) and swaps it in whole. Each process looks once a second whether a new
 * version is out or one is due; the first to find one due recomputes, the others see the lock
 * taken or the new version and load it.
 */
import { hostname } from 'node:os';
import { prepared, type Db, type Queryable } from '../../platform/store/database';
import { CUMULATIVE_PERCENT, thresholdPosition, type RankKind, type Thresholds } from '../shared/rank';
import { rankBounds } from './rank-bounds';
import { loadRankSnapshot } from './rank-load';
import { sumAlliances, walkMiners, walksInChunks, type Recomputed } from './rank-walk';
import { currentRankSnapshot, rankCuts, storeRankSnapshot, type RankSnapshot } from './rank-snapshot';

export const rankRefresh = {
  /**
   * How often the store's ranks are recomputed, in real time: this long after the last one ended,
   * or five times its own duration when that is longer (a million miners take seconds, two thirds
   * of them at rest between chunks: rank-walk.ts; the recomputation then keeps to a sixth of the
   * time and about a sixteenth of one core).
   */
  intervalMs: 10_000,
  /** How often each process looks for a new version, or a due one. */
  pollMs: 1_000,
};
/** Seed 001 §9 does not size a leaderboard; ours shows its top ten. */
export const LEADERBOARD_SIZE = 10;
const RANKS = [1, 2, 3, 4, 5] as const;
/** The advisory lock one recomputation holds, store-wide ('rank' in ASCII). */
const LOCK_KEY = 0x72616e6b;
const WHO = `${hostname()}:${String(process.pid)}`;

/**
 * Thresholds of one ordered set (`source`: rows of `units`) and, given a `version`, its cuts written
 * under it: one statement, so one view of the rows, and the only one that reads every row. Cuts
 * are every width-th position, the first and the last (width = ceil(N / rankCuts.count)); peers share one cut.
 */
async function recompute(tx: Queryable, kind: RankKind, source: string, version: number | null): Promise<Recomputed> {
  const result = await tx.query<{ population: number; width: number; cuts: number; boundaries: [number, string][] }>(
    `with params as materialized (
       select n, greatest(1, ceil(n / $1::numeric))::bigint as width, array(select ceil(n * p / 100.0)::bigint from unnest($2::int[]) p) as positions
       from (select count(*)::bigint as n from (${source}) s where units > 0) c
     ),
     picked as materialized (
       select o.units, o.rn, o.ahead, o.at_least, (o.rn % p.width = 0 or o.rn = 1 or o.rn = p.n) as cut
       from (
         select units, row_number() over w as rn, rank() over w - 1 as ahead, count(*) over w as at_least
         from (${source}) s where units > 0 window w as (order by units desc)
       ) o, params p
       where ($3::bigint is not null and (o.rn % p.width = 0 or o.rn = 1 or o.rn = p.n)) or o.rn = any(p.positions)
     ),
     saved as (
       insert into mining_rank_snapshot_cuts (version, seq, units, ahead, at_least)
       select $3::bigint, (row_number() over (order by units desc))::int, units, ahead, at_least
       from (select distinct on (units) units, ahead, at_least from picked where cut and $3::bigint is not null order by units desc, rn) d
       returning 1
     )
     select p.n::int as population, p.width::int as width, (select count(*)::int from saved) as cuts,
       coalesce((select json_agg(json_build_array(rn, units::text)) from picked where rn = any(p.positions)), '[]'::json) as boundaries
     from params p`,
    [rankCuts.count, CUMULATIVE_PERCENT.map(([, percent]) => percent), version],
  );
  const row = result.rows[0];
  const population = row?.population ?? 0;
  const at = new Map((row?.boundaries ?? []).map(([rn, units]) => [Number(rn), BigInt(units)]));
  const thresholds = new Map<number, bigint>();
  for (const [rank, percent] of CUMULATIVE_PERCENT) {
    const units = at.get(thresholdPosition(percent, population));
    if (units !== undefined) thresholds.set(rank, units);
  }
  await saveRankState(tx, kind, population, thresholds);
  return { population, thresholds, width: row?.width ?? 1, cuts: row?.cuts ?? 0 };
}

/** The thresholds every record's rank is read against (shared/rank.ts). */
async function saveRankState(tx: Queryable, kind: RankKind, population: number, thresholds: Thresholds): Promise<void> {
  await tx.query(
    `insert into mining_rank_state (kind, population, thresholds, computed_at) values ($1, $2, $3::jsonb, now())
     on conflict (kind) do update set population = excluded.population, thresholds = excluded.thresholds, computed_at = excluded.computed_at`,
    [kind, population, thresholdsJson(thresholds)],
  );
}

const thresholdsJson = (thresholds: Thresholds): string => JSON.stringify(Object.fromEntries([...thresholds].map(([rank, units]) => [String(rank), units.toString()])));

/** Each rank's first leaderboard page of miners, as of the recomputation: [first name, units]. */
async function minerLeaders(tx: Queryable, thresholds: Thresholds): Promise<Record<string, [string, string][]>> {
  const leaders: Record<string, [string, string][]> = {};
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
    leaders[String(rank)] = page.rows.map((row) => [row.first_name, row.got_units]);
  }
  return leaders;
}

/** Each rank's first page of alliances by recomputed total: [name, title, units, members]. */
async function allianceLeaders(tx: Queryable, thresholds: Thresholds): Promise<Record<string, [string, string, string, number][]>> {
  const leaders: Record<string, [string, string, string, number][]> = {};
  for (const rank of RANKS) {
    const { from, below } = rankBounds(rank, thresholds);
    const page = await tx.query<{ name: string; title: string; total_units: string; users: number }>(
      `select t.name, a.title, t.total_units::text, t.users from mining_alliance_totals t join mining_alliances a on a.name = t.name
       where t.total_units >= $1::numeric and ($2::numeric is null or t.total_units < $2::numeric)
       order by t.total_units desc, t.name limit ${String(LEADERBOARD_SIZE)}`,
      [from.toString(), below?.toString() ?? null],
    );
    leaders[String(rank)] = page.rows.map((row) => [row.name, row.title, row.total_units, row.users]);
  }
  return leaders;
}

/** The newest published version, and whether the next recomputation is due (by the database's clock). */
const NEWEST = prepared(
  `select version, clock_timestamp() >= started_at + make_interval(secs => (took_ms + greatest($1::int, 5 * took_ms)) / 1000.0) as due
   from mining_rank_snapshots order by version desc limit 1`,
);

async function newest(q: Queryable): Promise<{ version: number; due: boolean } | null> {
  const row = (await q.query<{ version: string | number; due: boolean }>(NEWEST, [rankRefresh.intervalMs])).rows[0];
  return row ? { version: Number(row.version), due: row.due } : null;
}

/**
 * One recomputation, published under a new version: `forced` waits for the lock and always
 * recomputes (a control, a join); otherwise it gives up when another process holds the lock or the
 * newest version is not due yet (seen after the lock, so a version published meanwhile counts).
 * Read committed: each statement sees the rows as they are when it starts. Resolves to the
 * version, or null when it gave up.
 */
async function recomputeAndPublish(db: Db, forced: boolean): Promise<number | null> {
  return db.transaction(async (tx): Promise<number | null> => {
    if (db.kind === 'postgres') {
      if (forced) await tx.query('select pg_advisory_xact_lock($1::bigint)', [LOCK_KEY]);
      else if (!(await tx.query<{ got: boolean }>('select pg_try_advisory_xact_lock($1::bigint) as got', [LOCK_KEY])).rows[0]?.got) return null;
      // One core at most: the scans over every miner would otherwise take parallel workers, and
      // the readers' answers would wait behind them for every core there is.
      await tx.query('set local max_parallel_workers_per_gather = 0');
      // What it writes is derived and made again by the next one: its commit need not wait for the
      // disk (a crash loses at most this version, never a value).
      await tx.query('set local synchronous_commit = off');
    }
    const last = await newest(tx);
    if (!forced && last && !last.due) return null;
    const begun = await tx.query<{ version: string | number; started_at: Date }>(`select nextval('mining_rank_snapshot_version') as version, clock_timestamp() as started_at`);
    const version = Number(begun.rows[0]?.version);
    const startedAt = begun.rows[0]?.started_at ?? new Date();
    // Past a chunk of miners, both scans over every miner go in chunks with rests (rank-walk.ts).
    const previous = currentRankSnapshot(db);
    let miners: Recomputed;
    if (walksInChunks(previous)) {
      miners = await walkMiners(db, tx, version, previous);
      await saveRankState(tx, 'user', miners.population, miners.thresholds);
    } else miners = await recompute(tx, 'user', 'select got_units as units from mining_users', version);
    await sumAlliances(db, tx, previous);
    const alliances = await recompute(tx, 'alliance', 'select total_units as units from mining_alliance_totals', null);
    const named = await tx.query<{ n: number }>(
      `with saved as (
         insert into mining_rank_snapshot_alliances (version, seq, name, total_units)
         select $1::bigint, (row_number() over (order by total_units desc, name))::int, name, total_units from mining_alliance_totals
         returning 1
       ) select count(*)::int as n from saved`,
      [version],
    );
    await tx.query(
      `insert into mining_rank_snapshots (version, started_at, took_ms, computed_by, population, width, thresholds, leaders,
         alliance_population, alliance_thresholds, alliance_leaders, cuts, alliances)
       values ($1, $2, (extract(epoch from clock_timestamp() - $2::timestamptz) * 1000)::int, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9::jsonb, $10::jsonb, $11, $12)`,
      [
        version,
        startedAt,
        WHO,
        miners.population,
        miners.width,
        thresholdsJson(miners.thresholds),
        JSON.stringify(await minerLeaders(tx, miners.thresholds)),
        alliances.population,
        thresholdsJson(alliances.thresholds),
        JSON.stringify(await allianceLeaders(tx, alliances.thresholds)),
        miners.cuts,
        named.rows[0]?.n ?? 0,
      ],
    );
    // The versions before the last one go: a process loading that one still finds it whole.
    if (last) {
      for (const table of ['mining_rank_snapshot_cuts', 'mining_rank_snapshot_alliances', 'mining_rank_snapshots']) {
        await tx.query(`delete from ${table} where version < $1`, [last.version]);
      }
    }
    return version;
  });
}

const loading = new WeakMap<Db, Promise<void>>();

/** One load of the newest published version, unless the process has it; swapped in whole. */
async function loadOnce(db: Db): Promise<void> {
  // A version deleted while loading (two newer ones published meanwhile): load the newest again.
  for (let tries = 0; tries < 5; tries++) {
    const head = await newest(db);
    if (!head || (currentRankSnapshot(db)?.version ?? 0) >= head.version) return;
    const snapshot = await loadRankSnapshot(db, head.version);
    if (snapshot) return storeRankSnapshot(db, snapshot);
  }
}

/**
 * Loads the newest published version, at least `atLeast`, unless the process has it: one load per
 * store at a time (a second caller joins it, and loads again when it brought an older version).
 */
async function loadNewest(db: Db, atLeast = 0): Promise<void> {
  for (let tries = 0; tries < 5; tries++) {
    let current = loading.get(db);
    if (!current) {
      current = loadOnce(db).finally(() => loading.delete(db));
      loading.set(db, current);
    }
    await current;
    if ((currentRankSnapshot(db)?.version ?? 0) >= atLeast) return;
  }
}

/**
 * Recomputes miners' and alliances' ranks now (waiting for one another process runs), publishes
 * them and swaps this process's snapshot for them; resolves to the snapshot.
 */
export async function refreshRanks(db: Db): Promise<RankSnapshot> {
  const version = await recomputeAndPublish(db, true);
  await loadNewest(db, version ?? 0);
  const snapshot = currentRankSnapshot(db);
  if (!snapshot) throw new Error('ranks could not be loaded');
  return snapshot;
}

/** The process's snapshot; before its first, the newest published one (recomputed if none is). */
export async function rankSnapshot(db: Db): Promise<RankSnapshot> {
  const current = currentRankSnapshot(db);
  if (current) return current;
  await (ticking.get(db) ?? tick(db));
  return currentRankSnapshot(db) ?? refreshRanks(db);
}

const running = new WeakMap<Db, Promise<void>>();

/** Starts a recomputation unless one is running in this process; resolves when it ends (never rejects). */
export function refreshRanksSoon(db: Db, onError: (error: unknown) => void = () => undefined): Promise<void> {
  const current = running.get(db);
  if (current) return current.then(() => undefined);
  const next = refreshRanks(db)
    .then(() => undefined, onError)
    .finally(() => running.delete(db));
  running.set(db, next);
  return next;
}

const ticking = new WeakMap<Db, Promise<void>>();

/** One look: recompute when due (unless another process is at it), then load the newest version. */
function tick(db: Db): Promise<void> {
  const current = ticking.get(db);
  if (current) return current;
  const next = (async () => {
    const head = await newest(db);
    if (!head || head.due) await recomputeAndPublish(db, false);
    await loadNewest(db);
  })().finally(() => ticking.delete(db));
  ticking.set(db, next);
  return next;
}

const scheduled = new WeakSet<Db>();

/**
 * The schedule: a look at once, then every rankRefresh.pollMs. The timer does not keep the process
 * alive, and the schedule stops once the store refuses (it is closed).
 */
export function scheduleRankRefresh(db: Db): void {
  if (scheduled.has(db)) return;
  scheduled.add(db);
  const run = (): void => {
    tick(db).then(
      () => setTimeout(run, rankRefresh.pollMs).unref(),
      () => undefined,
    );
  };
  run();
}
