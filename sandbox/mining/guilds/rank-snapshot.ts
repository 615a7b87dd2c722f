/**
 * The last recomputation of ranks, kept in the server process's memory (docs/decisions/frens-guilds-ranks.md "Friends,
 * guilds and ranks (issue 21)"). Every rank read a user makes (the place and percentile, a
 * leaderboard page, the rank card) is answered from it plus the caller's own row by primary key:
 * no read counts or scans the population, whatever its size.
 *
 * - Cuts: the amount at every `width`-th position of the miners by amount (and the first and the
 *   last), each with how many miners are strictly ahead of it and how many have at least it. A
 *   place at a cut's amount is exact; between two cuts it is interpolated by amount, so it is exact
 *   to the cut's width (at most `width` places off, as of the recomputation; `width` is 1 up to
 *   rankCuts.count miners, so the default population's places are exact).
 * - Leaders: each rank's first page of the leaderboard (individual and alliance), as of the
 *   recomputation: a few seconds stale by design.
 * - Alliances: every alliance's recomputed total (ten thousand numbers), for an exact place.
 *
 * One process recomputes it for the store and publishes it (ranks-refresh.ts); each process keeps
 * the newest it loaded (rank-load.ts) in a WeakMap by store, replaced whole and only by a newer
 * version, so a reader sees one whole snapshot or the next, never a part of one.
 */
import type { Db } from '../../platform/store/database';
import type { Thresholds } from '../shared/rank';

/**
 * About this many cuts over the miners: a million miners give a cut every 100 positions. A
 * setting so tests can make a small population's places interpolated (a width above 1).
 */
export const rankCuts = { count: 10_000 };

export interface Cut {
  readonly units: bigint;
  /** Miners with more than `units`. */
  readonly ahead: number;
  /** Miners with at least `units` (peers included). */
  readonly atLeast: number;
}

export interface Leader {
  readonly firstName: string;
  readonly gotUnits: bigint;
}

export interface AllianceSummary {
  readonly name: string;
  readonly title: string;
  readonly totalUnits: bigint;
  readonly users: number;
}

export interface RankSnapshot {
  /** The published version (ranks-refresh.ts): a newer one replaces it, an older one never. */
  readonly version: number;
  readonly population: number;
  readonly thresholds: Thresholds;
  readonly computedAt: Date;
  /** Descending by amount: the top miner's amount first, the lowest last. */
  readonly cuts: readonly Cut[];
  /** Positions between two cuts (1 when every amount is a cut). */
  readonly width: number;
  /** Rank (1..5) → its leaderboard's first page. */
  readonly leaders: ReadonlyMap<number, readonly Leader[]>;
  readonly alliances: {
    readonly population: number;
    readonly thresholds: Thresholds;
    /** Every alliance's total, descending. */
    readonly totals: readonly bigint[];
    readonly totalOf: ReadonlyMap<string, bigint>;
    readonly leaders: ReadonlyMap<number, readonly AllianceSummary[]>;
  };
}

/** Index of the first element of the descending `values` that is <= `units` (values.length if none). */
function firstAtOrBelow<T>(values: readonly T[], units: bigint, unitsOf: (value: T) => bigint): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (unitsOf(values[middle] as T) > units) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * How many miners were strictly ahead of `units` at the recomputation: exact at a cut's amount
 * (and everywhere when the width is 1); between two cuts, interpolated by amount between the
 * counts the two cuts bound it by.
 */
export function aheadOf(cuts: readonly Cut[], units: bigint): number {
  const index = firstAtOrBelow(cuts, units, (cut) => cut.units);
  const above = cuts[index - 1];
  const below = cuts[index];
  const low = above?.atLeast ?? 0;
  if (!below) return low;
  if (below.units === units) return below.ahead;
  if (!above) return 0;
  // Everyone ahead of `units` is ahead of `below`'s amount too, and at least `above`'s count is.
  const high = Math.max(low, below.ahead);
  const fraction = Number(((above.units - units) * 1_000_000n) / (above.units - below.units)) / 1_000_000;
  return low + Math.round(fraction * (high - low));
}

/** How many of the descending `totals` are strictly above `units`: exact. */
export const countAbove = (totals: readonly bigint[], units: bigint): number => firstAtOrBelow(totals, units, (total) => total);

const snapshots = new WeakMap<Db, RankSnapshot>();

/** Keeps `snapshot` as the process's, unless it already has this version or a newer one. */
export function storeRankSnapshot(db: Db, snapshot: RankSnapshot): void {
  const current = snapshots.get(db);
  if (!current || current.version < snapshot.version) snapshots.set(db, snapshot);
}

export const currentRankSnapshot = (db: Db): RankSnapshot | undefined => snapshots.get(db);
