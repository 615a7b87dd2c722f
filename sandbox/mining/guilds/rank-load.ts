/**
 * Loading a published rank snapshot into the process (docs/decisions/frens-guilds-ranks.md "Friends, guilds and ranks
 * (issue 21)"): its row, then its cuts and alliance totals in pages of `pageRows` by `seq`, with a
 * short rest between pages, so no block of the server's thread grows with the population and the
 * reads made meanwhile are not slowed. At a million miners the 10,000 cuts and 10,000 alliances
 * took 50 to 80 ms of one core in 20 pages of a thousand rows, each page a block of 3 to 9 ms
 * (the driver parses a page at once); every process loads each new version at the same moment, so
 * the reads of the next 100 ms waited behind those blocks at each of their turns (5 to 10 reads
 * over 10 ms after every publication, in a five-minute bench at 150 reads/s). In pages of 250
 * with 3 ms of rest the load takes about half a second and a block stays near a millisecond. The
 * snapshot is built aside and handed back whole; the caller swaps it in (rank-snapshot.ts). A
 * version deleted while loading (two newer ones were published meanwhile) comes back incomplete
 * and is refused (null): the caller loads the newest instead.
 */
import { prepared, type Queryable } from '../../platform/store/database';
import type { Thresholds } from '../shared/rank';
import type { AllianceSummary, Cut, Leader, RankSnapshot } from './rank-snapshot';

export const rankLoading = {
  /** Rows per page. */
  pageRows: 250,
  /** Between two pages: a rest that lets the reads waiting meanwhile run (tests watch it). */
  pause: (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 3)),
};

interface Header {
  version: string | number;
  started_at: Date;
  population: number;
  width: number;
  thresholds: Record<string, string>;
  leaders: Record<string, [string, string][]>;
  alliance_population: number;
  alliance_thresholds: Record<string, string>;
  alliance_leaders: Record<string, [string, string, string, number][]>;
  cuts: number;
  alliances: number;
}

const HEADER = prepared(
  `select version, started_at, population, width, thresholds, leaders, alliance_population, alliance_thresholds, alliance_leaders, cuts, alliances
   from mining_rank_snapshots where version = $1`,
);
const CUTS_PAGE = prepared(
  `select seq, units::text, ahead, at_least from mining_rank_snapshot_cuts where version = $1 and seq > $2 order by seq limit $3`,
);
const ALLIANCES_PAGE = prepared(
  `select seq, name, total_units::text from mining_rank_snapshot_alliances where version = $1 and seq > $2 order by seq limit $3`,
);

const thresholdsOf = (json: Record<string, string>): Thresholds => new Map(Object.entries(json).map(([rank, units]) => [Number(rank), BigInt(units)]));

/** Every row of one version's table, in `seq` order, a page at a time with a pause between pages. */
async function pages<Row extends { seq: number }, T>(q: Queryable, sql: string, version: number, each: (row: Row) => T): Promise<T[]> {
  const out: T[] = [];
  for (let after = 0; ; ) {
    const page = await q.query<Row>(sql, [version, after, rankLoading.pageRows]);
    for (const row of page.rows) out.push(each(row));
    if (page.rows.length < rankLoading.pageRows) return out;
    after = page.rows[page.rows.length - 1]?.seq ?? after;
    await rankLoading.pause();
  }
}

/** The published snapshot `version`, built aside; null when it is gone or was deleted while loading. */
export async function loadRankSnapshot(q: Queryable, version: number): Promise<RankSnapshot | null> {
  const header = (await q.query<Header>(HEADER, [version])).rows[0];
  if (!header) return null;
  await rankLoading.pause();
  const cuts = await pages<{ seq: number; units: string; ahead: number; at_least: number }, Cut>(q, CUTS_PAGE, version, (row) => ({
    units: BigInt(row.units),
    ahead: row.ahead,
    atLeast: row.at_least,
  }));
  if (cuts.length !== header.cuts) return null;
  await rankLoading.pause();
  const totals: bigint[] = [];
  const totalOf = new Map<string, bigint>();
  const named = await pages<{ seq: number; name: string; total_units: string }, null>(q, ALLIANCES_PAGE, version, (row) => {
    const total = BigInt(row.total_units);
    totals.push(total);
    totalOf.set(row.name, total);
    return null;
  });
  if (named.length !== header.alliances) return null;
  const leaders = new Map<number, Leader[]>(
    Object.entries(header.leaders).map(([rank, rows]) => [Number(rank), rows.map(([firstName, units]) => ({ firstName, gotUnits: BigInt(units) }))]),
  );
  const allianceLeaders = new Map<number, AllianceSummary[]>(
    Object.entries(header.alliance_leaders).map(([rank, rows]) => [
      Number(rank),
      rows.map(([name, title, units, users]) => ({ name, title, totalUnits: BigInt(units), users })),
    ]),
  );
  return Object.freeze({
    version: Number(header.version),
    population: header.population,
    thresholds: thresholdsOf(header.thresholds),
    computedAt: header.started_at,
    cuts: Object.freeze(cuts),
    width: header.width,
    leaders,
    alliances: Object.freeze({
      population: header.alliance_population,
      thresholds: thresholdsOf(header.alliance_thresholds),
      totals: Object.freeze(totals),
      totalOf,
      leaders: allianceLeaders,
    }),
  });
}
