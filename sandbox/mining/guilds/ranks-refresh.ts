/**
 * The scheduled recomputation of ranks (docs/decisions.md "Friends, guilds and ranks (issue 21)"):
 * one pass over the amount index writes each rank's threshold and a cut about every thousandth
 * position (rank.ts reads them), then the alliances' totals and their thresholds. It runs in its
 * own transaction, so readers keep the previous recomputation until it commits; at most one runs
 * per store at a time. Claims go on meanwhile: a place can be off by what changed since, which the
 * live count between cuts keeps small for the user's own amount.
 */
import type { Db, Queryable } from '../../platform/store/database';
import { CUMULATIVE_PERCENT, thresholdPosition, type RankKind } from '../shared/rank';

/** How often the sandbox recomputes, in real time. */
export const RANK_REFRESH_MS = 10_000;
/** About this many cuts over the population. */
const CUTS = 1000;

interface Ordered {
  units: string;
  rn: string | number;
  at_least: string | number;
}

/** Thresholds and cuts of one ordered set (`source`: rows of `units` > 0) inside `tx`. */
async function recompute(tx: Queryable, kind: RankKind, source: string, withCuts: boolean): Promise<number> {
  const counted = await tx.query<{ n: number }>(`select count(*)::int as n from (${source}) s where units > 0`);
  const population = counted.rows[0]?.n ?? 0;
  const step = Math.max(1, Math.ceil(population / CUTS));
  const boundaries = CUMULATIVE_PERCENT.map(([, percent]) => thresholdPosition(percent, population));
  const rows = population === 0
    ? []
    : (
        await tx.query<Ordered>(
          `select units::text, rn, at_least from (
             select units, row_number() over w as rn, count(*) over w as at_least from (${source}) s where units > 0 window w as (order by units desc)
           ) o where ($4::boolean and (rn % $1::bigint = 0 or rn = $2::bigint)) or rn = any($3::bigint[])`,
          [step, population, boundaries, withCuts],
        )
      ).rows;
  const thresholds: Record<string, string> = {};
  for (const [index, [rank]] of CUMULATIVE_PERCENT.entries()) {
    const row = rows.find((entry) => Number(entry.rn) === boundaries[index]);
    if (row) thresholds[String(rank)] = row.units;
  }
  if (withCuts) {
    await tx.query(`delete from mining_rank_cuts where kind = $1`, [kind]);
    const cuts = rows.filter((row) => Number(row.rn) % step === 0 || Number(row.rn) === population);
    if (cuts.length > 0) {
      await tx.query(
        `insert into mining_rank_cuts (kind, units, at_least) select $1, u::numeric, a from unnest($2::text[], $3::int[]) as c(u, a) on conflict do nothing`,
        [kind, cuts.map((row) => row.units), cuts.map((row) => Number(row.at_least))],
      );
    }
  }
  await tx.query(
    `insert into mining_rank_state (kind, population, thresholds, computed_at) values ($1, $2, $3::jsonb, now())
     on conflict (kind) do update set population = excluded.population, thresholds = excluded.thresholds, computed_at = excluded.computed_at`,
    [kind, population, JSON.stringify(thresholds)],
  );
  return population;
}

/** Recomputes miners' and alliances' ranks now, in one transaction. */
export async function refreshRanks(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('set transaction isolation level repeatable read');
    await recompute(tx, 'user', 'select got_units as units from mining_users', true);
    await tx.query(`delete from mining_alliance_totals`);
    await tx.query(
      `insert into mining_alliance_totals (name, total_units, users)
       select a.name, coalesce(sum(m.got_units), 0), count(m.user_id)::int from mining_alliances a left join mining_users m on m.alliance = a.name group by a.name`,
    );
    await recompute(tx, 'alliance', 'select total_units as units from mining_alliance_totals', false);
  });
}

const running = new WeakMap<Db, Promise<void>>();

/** Starts a recomputation unless one is running for this store; resolves when it ends (never rejects). */
export function refreshRanksSoon(db: Db, onError: (error: unknown) => void = () => undefined): Promise<void> {
  const current = running.get(db);
  if (current) return current;
  const next = refreshRanks(db)
    .catch(onError)
    .finally(() => running.delete(db));
  running.set(db, next);
  return next;
}

const scheduled = new WeakSet<Db>();

/**
 * The schedule: a recomputation at once and every RANK_REFRESH_MS while the store is open (the
 * timer does not keep the process alive, and stops once the store refuses, i.e. is closed).
 */
export function scheduleRankRefresh(db: Db): void {
  if (scheduled.has(db)) return;
  scheduled.add(db);
  const tick = () => void refreshRanksSoon(db, () => clearInterval(timer));
  const timer = setInterval(tick, RANK_REFRESH_MS);
  timer.unref();
  tick();
}
