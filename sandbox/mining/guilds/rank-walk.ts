/**
 * The recomputation's two scans over every miner, in chunks with rests between them (docs/decisions/frens-guilds-ranks.md
 * "Friends, guilds and ranks (issue 21)"). At a million miners the sort of the amounts holds one
 * core for one to two seconds and the alliances' sums for another half second; on two cores every
 * read made meanwhile then waits for a CPU at each of its hops (client, server, database). Walked
 * instead in ranges of about `chunkRows` miners (the amounts' ranges taken from the last
 * snapshot's cuts, the alliances' from its names), each chunk followed by a rest of `restFactor`
 * times its own time, the recomputation keeps to about a third of a core and a read waits behind
 * one chunk at most.
 *
 * Exactness: a range of amounts never splits peers (equal amounts are in one range), so a chunk's
 * windows (row number, rank, count with peers) plus the miners of the ranges above it give the
 * exact place of every amount in it, and the thresholds are read at their positions afterwards.
 * Each statement sees the rows as they are when it starts (read committed, as the one statement
 * does): a miner whose amount crosses a range's bound between two chunks is counted in neither or
 * in both, a place off by that many miners, far below a cut's width at this size and within the
 * staleness ranks already accept. On a store nobody writes meanwhile the result is the one
 * statement's, cut for cut (tests/sandbox/mining-frens-guilds-suite.ts).
 *
 * Below `chunkRows` miners (the default population, PGlite) the recomputation stays one statement.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Queryable } from '../../platform/store/database';
import { CUMULATIVE_PERCENT, thresholdPosition, type Thresholds } from '../shared/rank';
import { rankCuts, type RankSnapshot } from './rank-snapshot';

/** What one ordered set's recomputation found, by one statement (ranks-refresh.ts) or in chunks. */
export interface Recomputed {
  readonly population: number;
  readonly thresholds: Thresholds;
  readonly width: number;
  readonly cuts: number;
}

export const rankWalk = {
  /** Miners (or alliances) per chunk; a population up to this is one statement. */
  chunkRows: 10_000,
  /** After a chunk, a rest of this many times the chunk's own time (PostgreSQL only: see rest()). */
  restFactor: 2,
};


/**
 * The rest after a chunk. On PGlite the store is one connection and a transaction holds it whole,
 * so a rest would hold every request: none there (chunks then only test the walk).
 */
async function rest(db: Db, since: number): Promise<void> {
  if (db.kind !== 'postgres') return;
  await sleep(Math.ceil((performance.now() - since) * rankWalk.restFactor));
}

/** Whether the miners are walked in chunks: a published snapshot says there are more than a chunk. */
export const walksInChunks = (previous: RankSnapshot | undefined): previous is RankSnapshot => (previous?.population ?? 0) > rankWalk.chunkRows;

/**
 * Every `step`-th cut's amount, descending, as the ranges' bounds; never the last cut's (the least
 * amount), so the lowest range, whose last miner is the last cut, holds at least the miners
 * between that bound and the least amount. (Were they all to climb above it between two
 * recomputations, the last cut would be missing from that one, and the least amounts' places
 * would read as the lowest cut's until the next.)
 */
function boundsOf(cuts: RankSnapshot['cuts'], step: number): bigint[] {
  const bounds: bigint[] = [];
  for (let i = step; i < cuts.length - 1; i += step) bounds.push((cuts[i] as RankSnapshot['cuts'][number]).units);
  return bounds;
}

/**
 * One range of amounts [$2, $1) (an absent bound is open; amounts above 0 only): its cuts written
 * under version $3 from seq $4 + 1 on, places offset by the $5 miners of the ranges above, a cut
 * every $6-th place and at the first, and ($7) at the range's last miner when it is the lowest.
 */
const CHUNK = `with o as materialized (
    select units, row_number() over w as rn, rank() over w - 1 as ahead, count(*) over w as at_least
    from (select got_units as units from mining_users
          where got_units > 0 and ($1::numeric is null or got_units < $1::numeric) and ($2::numeric is null or got_units >= $2::numeric)) s
    window w as (order by units desc)
  ),
  size as (select count(*)::bigint as n from o),
  saved as (
    insert into mining_rank_snapshot_cuts (version, seq, units, ahead, at_least)
    select $3::bigint, $4::int + (row_number() over (order by units desc))::int, units, $5::bigint + ahead, $5::bigint + at_least
    from (
      select distinct on (o.units) o.units, o.ahead, o.at_least from o, size
      where ($5::bigint + o.rn) % $6::bigint = 0 or ($5::bigint + o.rn) = 1 or ($7::boolean and o.rn = size.n)
      order by o.units desc, o.rn
    ) d
    returning 1
  )
  select (select n from size)::int as n, (select count(*) from saved)::int as saved`;

/** The cut with the most miners ahead that is still ahead of place $2 (version $1). */
const CUT_BEFORE = `select units::text, ahead, at_least from mining_rank_snapshot_cuts where version = $1 and ahead < $2 order by seq desc limit 1`;

/** The amount $2 places below the amount $1 (a place within one cut's width). */
const BELOW = `select got_units::text as units from mining_users where got_units > 0 and got_units < $1::numeric order by got_units desc offset $2 limit 1`;

/** The amount at place `position`, from the cuts just written and at most a width of the index. */
async function amountAt(tx: Queryable, version: number, position: number): Promise<bigint | undefined> {
  const cut = (await tx.query<{ units: string; ahead: number; at_least: number }>(CUT_BEFORE, [version, position])).rows[0];
  if (!cut) return undefined;
  if (position <= Number(cut.at_least)) return BigInt(cut.units);
  const below = (await tx.query<{ units: string }>(BELOW, [cut.units, position - Number(cut.at_least) - 1])).rows[0];
  return below ? BigInt(below.units) : undefined;
}

/**
 * The miners' cuts under `version` and their thresholds, walked in the ranges the `previous`
 * snapshot's cuts give; its population sets the cuts' width (the population moves little between
 * two recomputations, so the cuts stay about rankCuts.count).
 */
export async function walkMiners(db: Db, tx: Queryable, version: number, previous: RankSnapshot): Promise<Recomputed> {
  const width = Math.max(1, Math.ceil(previous.population / rankCuts.count));
  const step = Math.max(1, Math.round(rankWalk.chunkRows / Math.max(1, previous.width)));
  const bounds = boundsOf(previous.cuts, step);
  let population = 0;
  let saved = 0;
  for (let i = 0; i <= bounds.length; i++) {
    const started = performance.now();
    const above = i === 0 ? null : (bounds[i - 1] as bigint).toString();
    const from = i === bounds.length ? null : (bounds[i] as bigint).toString();
    const chunk = (await tx.query<{ n: number; saved: number }>(CHUNK, [above, from, version, saved, population, width, i === bounds.length])).rows[0];
    population += chunk?.n ?? 0;
    saved += chunk?.saved ?? 0;
    await rest(db, started);
  }
  const thresholds = new Map<number, bigint>();
  for (const [rank, percent] of CUMULATIVE_PERCENT) {
    if (population === 0) break;
    const units = await amountAt(tx, version, thresholdPosition(percent, population));
    if (units !== undefined) thresholds.set(rank, units);
  }
  return { population, thresholds, width, cuts: saved };
}

// The range bounds the members too (the planner does not carry a range across the join), so
// each range reads its part of the (alliance) index, not every miner. The bounds come from the
// database in its own order, the one these comparisons use.
const ALLIANCE_TOTALS = `insert into mining_alliance_totals (name, total_units, users)
  select a.name, coalesce(sum(m.got_units), 0), count(m.user_id)::int
  from mining_alliances a left join mining_users m
    on m.alliance = a.name and ($1::text is null or m.alliance >= $1) and ($2::text is null or m.alliance < $2)
  where ($1::text is null or a.name >= $1) and ($2::text is null or a.name < $2) group by a.name`;

/** Every $1-th alliance name in the database's order: the ranges' bounds. */
const NAME_BOUNDS = `select name from (select name, row_number() over (order by name) as rn from mining_alliances) n
  where rn % $1::bigint = 1 and rn > 1 order by name`;

/**
 * Every alliance's total and members into mining_alliance_totals (emptied first). Its cost is the
 * members', so with the `previous` snapshot's miners above a chunk the alliances go in as many
 * ranges of names as the miners' walk has chunks.
 */
export async function sumAlliances(db: Db, tx: Queryable, previous: RankSnapshot | undefined): Promise<void> {
  await tx.query(`delete from mining_alliance_totals`);
  let bounds: string[] = [];
  if (walksInChunks(previous)) {
    const chunks = Math.ceil(previous.population / rankWalk.chunkRows);
    const perChunk = Math.max(1, Math.ceil(previous.alliances.totalOf.size / chunks));
    bounds = (await tx.query<{ name: string }>(NAME_BOUNDS, [perChunk])).rows.map((row) => row.name);
  }
  for (let i = 0; i <= bounds.length; i++) {
    const started = performance.now();
    await tx.query(ALLIANCE_TOTALS, [i === 0 ? null : bounds[i - 1], i === bounds.length ? null : bounds[i]]);
    if (bounds.length > 0) await rest(db, started);
  }
}
