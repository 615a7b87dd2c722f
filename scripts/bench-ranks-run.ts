/**
 * Ranks at scale, measured (issue 21; docs/decisions/frens-guilds-ranks.md "Friends, guilds and ranks (issue 21)"):
 * the mining part of `npm run bench`, and `npm run bench:ranks` on its own. Under R concurrent
 * readers while W writers keep changing amounts (as claims do) and the scheduled recomputation
 * runs, the three reads every user makes, as the routes run them:
 *   rank+percentile  the caller's row, its rank (the record's) and place and percentile
 *   leaderboard      a rank's leaderboard page with the caller's place (GET /guilds)
 *   rank card        the rank card (GET /guilds/card)
 * client-side p50/p99/max per read, the machine's load average during the phase, the CPU each
 * process spent per read and how busy the whole machine was, and what each statement costs the
 * database itself (EXPLAIN ANALYZE, free of client-side queueing). Then the same over HTTP as the
 * app makes them (bench-ranks-http.ts): the record, a leaderboard page and the rank card.
 *
 * 1. PGlite with the default seeded population (2,000 miners): one connection, so readers queue.
 * 2. PostgreSQL (DATABASE_URL's server, or an embedded one) with the bulk population (1,000,000
 *    miners and 10,000 alliances by default), seeded by the sandbox's bulk control (or reused from
 *    BENCH_RANKS_DATA's folder, where the embedded server then keeps its data).
 *
 * Prints numbers; asserts nothing.
 */
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { seedBulkPopulation, BULK_ID_BASE } from '../sandbox/mining/guilds/bulk-population';
import { guildLeaderboard, percentileText, rankCard } from '../sandbox/mining/guilds/engine';
import { minedUnitsReader, type MinedUnitsReader } from '../sandbox/mining/guilds/mined-batch';
import { aheadOf } from '../sandbox/mining/guilds/rank-snapshot';
import { rankSnapshot, refreshRanks, scheduleRankRefresh } from '../sandbox/mining/guilds/ranks-refresh';
import { POPULATION_ID_BASE, POPULATION_SIZE } from '../sandbox/mining/shared/population';
import { rankByThresholds } from '../sandbox/mining/shared/rank';
import type { Db } from '../sandbox/platform/store/database';
import { postgresDb } from '../sandbox/platform/store/postgres';
import { openSandboxStore } from '../sandbox/store';
import { createDatabase } from '../tests/support/postgres-database';
import { postgresServer } from './embedded-postgres';
import { startMiningServer, type Reads } from './bench-ranks-http';
import { changeAmounts } from './bench-ranks-claims';
import { machineCpuMs, processesCpuMs, serverCpuMs } from './cpu-usage';

export interface RanksBenchOptions {
  readonly readers: number;
  /**
   * Reads per second over all readers in the second (open-loop) phase: each read starts on its
   * schedule and its time counts from then, so queueing behind a slow read is not hidden.
   */
  readonly rate: number;
  /**
   * The HTTP phase's open loops, reads/s (docs/decisions/frens-guilds-ranks.md says why): 150, what a million miners
   * ask (a launch's three reads for each of the claims' 50 a second), and 500, the 50 readers each
   * asking every 100 ms. The closed loop measures what the machine can serve.
   */
  readonly httpRates: readonly number[];
  readonly writers: number;
  /**
   * Amount changes per second over all writers: a million miners claiming every six hours make
   * about 46 a second, so 50 by default.
   */
  readonly claims: number;
  readonly seconds: number;
  readonly miners: number;
  readonly alliances: number;
  readonly pglite: boolean;
  readonly postgres: boolean;
  /** Only the HTTP phases (the in-process reads skipped). */
  readonly httpOnly?: boolean;
}

export const DEFAULT_RANKS_BENCH: RanksBenchOptions = { readers: 50, rate: 1000, httpRates: [150, 500], writers: 4, claims: 50, seconds: 15, miners: 1_000_000, alliances: 10_000, pglite: true, postgres: false };

const IN_PROCESS_READS = ['rank+percentile', 'leaderboard', 'rank card'] as const;

/** The callers' rows by primary key: the one statement the rank reads make (a batch of 50 callers here). */
const MINER_ROWS = 'select user_id, got_units::text from mining_users where user_id = any($1::bigint[])';

async function readOnce(db: Db, minedUnits: MinedUnitsReader, read: string, userId: number): Promise<void> {
  const snapshot = await rankSnapshot(db);
  if (read === 'rank+percentile') {
    const units = (await minedUnits(userId)) ?? 0n;
    rankByThresholds(units, snapshot.thresholds);
    if (units > 0n) percentileText(aheadOf(snapshot.cuts, units) + 1, snapshot.population);
  } else if (read === 'leaderboard') await guildLeaderboard(minedUnits, snapshot, userId, 'Bench', 1 + Math.floor(Math.random() * 5));
  else await rankCard(minedUnits, snapshot, userId);
}

/** The three reads as the routes run them, called in this process (no HTTP, no JSON). */
const inProcessReads = (db: Db): Reads => {
  const minedUnits = minedUnitsReader(db);
  return { names: IN_PROCESS_READS, once: (read, userId) => readOnce(db, minedUnits, read, userId) };
};

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const load = (): string => loadavg()[0]?.toFixed(1) ?? '?';

/** Cumulative CPU ms of the parts a phase runs on, by name (the bench's own process is always counted). */
export type CpuParts = Readonly<Record<string, () => number>>;

interface CpuReading {
  readonly parts: Record<string, number>;
  readonly machine: ReturnType<typeof machineCpuMs>;
  readonly at: number;
}

function cpuNow(parts: CpuParts): CpuReading {
  const usage = process.cpuUsage();
  const readings: Record<string, number> = { 'bench process': (usage.user + usage.system) / 1000 };
  for (const [name, read] of Object.entries(parts)) readings[name] = read();
  return { parts: readings, machine: machineCpuMs(), at: performance.now() };
}

/**
 * What a read cost in CPU, by process (PostgreSQL's is all its work in the phase: the reads', the
 * claims' and the recomputation's), and how busy the machine was: ours against everything running.
 */
function cpuReport(before: CpuReading, after: CpuReading, reads: number): string {
  const elapsed = after.at - before.at;
  let ours = 0;
  const parts = Object.keys(after.parts).map((name) => {
    const used = (after.parts[name] ?? 0) - (before.parts[name] ?? 0);
    ours += used;
    return `${name} ${(used / Math.max(1, reads)).toFixed(3)}`;
  });
  const cores = (ms: number): string => (ms / elapsed).toFixed(2);
  const busy = after.machine.busy - before.machine.busy;
  // Stolen time is a virtual machine's cores held by its host for other guests: it varies from
  // hour to hour with the neighbours and stalls every process here at once, so a phase's tail
  // is read beside it (docs/decisions/frens-guilds-ranks.md, issue 21, session 35).
  const stolen = after.machine.stolen - before.machine.stolen;
  return `CPU per read (ms): ${parts.join(', ')}, all ${(ours / Math.max(1, reads)).toFixed(3)}; cores busy: these ${cores(ours)}, the whole machine ${cores(busy)} of ${String(availableParallelism())} (of which held by the host: ${cores(stolen)})`;
}

/**
 * The spans of a phase, 100 ms each, in which the host held some of this machine's CPU (steal,
 * /proc/stat): every process here stalls at once then, whatever it runs. A read overlapping none
 * of them measures our code on a machine that was all ours.
 */
function hostHeldSpans(): { stop(): readonly (readonly [number, number])[] } {
  const spans: [number, number][] = [];
  let at = performance.now();
  let stolen = machineCpuMs().stolen;
  const timer = setInterval(() => {
    const now = performance.now();
    const next = machineCpuMs().stolen;
    if (next > stolen) spans.push([at, now]);
    [at, stolen] = [now, next];
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return spans;
    },
  };
}

/**
 * Closed loop (rate 0): each of the readers reads again as soon as its last read answered, the most
 * a machine can be asked; a read's time is then readers / throughput (Little's law), whatever one
 * read costs. Open loop (rate > 0): reads start on a fixed schedule spread over the readers.
 */
export async function measure(label: string, db: Db | null, reads: Reads, options: RanksBenchOptions, pickUser: () => number, rate = 0, cpu: CpuParts = {}): Promise<void> {
  const samples = new Map<string, number[]>(reads.names.map((read) => [read, []]));
  // Each read's start beside its time (samples), to tell the reads the host's stalls touched.
  const starts = new Map<string, number[]>(reads.names.map((read) => [read, []]));
  const held = hostHeldSpans();
  const cpuBefore = cpuNow(cpu);
  const loads = [load()];
  const endAt = Date.now() + options.seconds * 1000;
  const sampler = setInterval(() => loads.push(load()), 5000);
  // The readers' own event loop: a timer that fires late counts against the read (open loop), so
  // how late this process was says how much of a tail is the bench's, not the server's.
  const ownDelay = monitorEventLoopDelay({ resolution: 1 });
  ownDelay.enable();
  const interval = rate > 0 ? (1000 * options.readers) / rate : 0;
  const reader = async (offset: number): Promise<void> => {
    let due = performance.now() + (interval * offset) / options.readers;
    let user = pickUser();
    for (let i = offset; Date.now() < endAt; i++) {
      const read = reads.names[i % reads.names.length] ?? '';
      if (!reads.sessions || (i > offset && i % reads.names.length === 0)) user = pickUser();
      if (interval > 0) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      // Open loop: a read that starts late counts from its schedule (queueing is not hidden); one
      // whose timer fired a little early (timers round to a millisecond) from its real start.
      const started = interval > 0 ? Math.min(due, performance.now()) : performance.now();
      await reads.once(read, user);
      samples.get(read)?.push(performance.now() - started);
      starts.get(read)?.push(started);
      due += interval;
    }
  };
  // Claims changing amounts meanwhile, here unless the server's process makes them (db null).
  const [, writes] = await Promise.all([
    Promise.all(Array.from({ length: options.readers }, (_, i) => reader(i))),
    db ? changeAmounts(db, options, pickUser, () => Date.now() < endAt) : Promise.resolve(null),
  ]);
  clearInterval(sampler);
  const heldSpans = held.stop();
  ownDelay.disable();
  loads.push(load());
  const cpuAfter = cpuNow(cpu);
  const loop = rate > 0 ? `open loop, ${String(rate)} reads/s offered` : 'closed loop';
  const done = [...samples.values()].reduce((sum, times) => sum + times.length, 0);
  console.log(
    `\n${label}: ${String(options.readers)} readers (${loop}; ${(done / options.seconds).toFixed(0)} reads/s done), ${String(options.writers)} writers (${writes === null ? `in the server's process, ${String(options.claims)} a second` : `${String(writes)} amount changes`}), ${String(options.seconds)} s`,
  );
  console.log(`  load average (1 min) during the phase: ${loads.join(', ')} on this machine's ${String(availableParallelism())} cores`);
  console.log(`  ${cpuReport(cpuBefore, cpuAfter, done)}`);
  const ms = (ns: number): string => (ns / 1e6).toFixed(1);
  console.log(`  bench process event loop late by: p50 ${ms(ownDelay.percentile(50))} ms, p99 ${ms(ownDelay.percentile(99))} ms, max ${ms(ownDelay.max)} ms`);
  const line = (read: string, times: readonly number[]): string => {
    const sorted = [...times].sort((a, b) => a - b);
    return `  ${read.padEnd(16)} n=${String(sorted.length).padStart(6)}  p50 ${percentile(sorted, 50).toFixed(2)} ms  p99 ${percentile(sorted, 99).toFixed(2)} ms  max ${(sorted[sorted.length - 1] ?? 0).toFixed(2)} ms`;
  };
  for (const [read, times] of samples) console.log(line(read, times));
  // The same reads without those the host's stalls touched: what the code does on a machine that
  // is all its own. Beside the p99 above, never instead of it (docs/decisions/frens-guilds-ranks.md, issue 21).
  if (heldSpans.length === 0) return;
  const touched = (start: number, took: number): boolean => heldSpans.some(([from, to]) => start < to && start + took > from);
  const heldMs = heldSpans.reduce((sum, [from, to]) => sum + (to - from), 0);
  console.log(`  the host held some CPU in ${(heldMs / 1000).toFixed(1)} of the phase's ${String(options.seconds)} s; the reads that overlapped none of it:`);
  for (const [read, times] of samples) {
    const began = starts.get(read) ?? [];
    console.log(line(read, times.filter((took, i) => !touched(began[i] ?? 0, took))));
  }
}

interface PlanRoot {
  'Execution Time': number;
  Plan: { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanRoot['Plan'][] };
}

/**
 * What each statement costs the database itself, free of this machine's client-side queueing:
 * EXPLAIN ANALYZE's execution time and the plan's top node, for one median miner. The reads'
 * statements first, then the recomputation's (it runs on a schedule, not per read), and the
 * count(*) per read that this design replaced, for comparison.
 */
async function explainStatements(db: Db, userId: number): Promise<void> {
  const statements: [string, string, unknown[]][] = [
    ['read: 50 callers’ rows (one batch)', MINER_ROWS, [Array.from({ length: 50 }, (_, i) => userId + i * 7919)]],
    ['read: thresholds (record)', `select population, thresholds from mining_rank_state where kind = 'user'`, []],
    [
      'recomputation: cuts and thresholds',
      `select count(*) from (select units, row_number() over w as rn, rank() over w - 1 as ahead, count(*) over w as at_least
         from (select got_units as units from mining_users) s where units > 0 window w as (order by units desc)) o where rn % 100 = 0`,
      [],
    ],
    [
      'recomputation: alliance totals',
      `select count(*) from (select a.name, coalesce(sum(m.got_units), 0), count(m.user_id) from mining_alliances a left join mining_users m on m.alliance = a.name group by a.name) t`,
      [],
    ],
    ['replaced: count(*) per read', `select count(*) filter (where got_units > (select got_units from mining_users where user_id = $1)), count(*) from mining_users where got_units > 0`, [userId]],
  ];
  console.log('  database execution time per statement (EXPLAIN ANALYZE, median miner):');
  for (const [label, sql, params] of statements) {
    const plan = await db.query<{ 'QUERY PLAN': unknown }>(`explain (analyze, buffers, format json) ${sql}`, params);
    const root = (plan.rows[0]?.['QUERY PLAN'] as PlanRoot[] | undefined)?.[0];
    const top = root?.Plan;
    const node = top ? `${top['Node Type']}${top['Relation Name'] ? ` on ${top['Relation Name']}` : ''}` : '?';
    console.log(`    ${label.padEnd(36)} ${(root?.['Execution Time'] ?? 0).toFixed(3).padStart(10)} ms  (${node})`);
  }
}

async function timeRecomputation(db: Db): Promise<void> {
  const started = performance.now();
  const snapshot = await refreshRanks(db);
  console.log(
    `  one recomputation: ${((performance.now() - started) / 1000).toFixed(2)} s (load ${load()}); ${String(snapshot.cuts.length)} cuts, a place exact to ${String(snapshot.width)} position(s)`,
  );
}

/** How many bulk miners the store holds (a kept database seeded by an earlier run holds them all). */
async function bulkMiners(db: Db): Promise<number> {
  const result = await db.query<{ n: string }>('select count(*)::text as n from mining_users where user_id > $1', [BULK_ID_BASE]);
  return Number(result.rows[0]?.n ?? 0);
}

/** BENCH_RANKS_DATA's database: `bench_ranks` on the kept server, made on the first run. */
async function keptDatabase(serverUrl: string): Promise<string> {
  const admin = postgresDb({ connectionString: serverUrl, max: 1 });
  try {
    const found = await admin.query(`select 1 from pg_database where datname = 'bench_ranks'`);
    if (found.rows.length === 0) await admin.query('create database bench_ranks');
  } finally {
    await admin.close();
  }
  const url = new URL(serverUrl);
  url.pathname = '/bench_ranks';
  return url.toString();
}

/** How long the HTTP phase reads before it measures. */
const WARM_UP_MS = 3_000;
/**
 * The pause before each open loop: the closed loop before it leaves both processes' collectors,
 * and the database, work to finish (it read 10 to 20 times faster), which otherwise lands in the
 * open loop's first second (docs/decisions/frens-guilds-ranks.md, issue 21, session 35).
 */
const SETTLE_MS = 3_000;

/**
 * The reads as a user's app makes them: HTTP to the mining API in its own process, init data
 * checked, JSON both ways; closed loop, then open at each of the HTTP rates. That
 * process recomputes ranks on its schedule; the claims are made by `writers` here, or (null) by
 * the server's process on its own PGlite.
 */
async function httpPhases(label: string, database: string | { readonly pglite: RanksBenchOptions }, writers: Db | null, options: RanksBenchOptions, pick: () => number, cpu: CpuParts): Promise<void> {
  const mining = await startMiningServer(database, options.readers);
  try {
    // The server's first reads wait for its first recomputation: measured apart, not in a phase.
    const warming = performance.now();
    await Promise.all(mining.reads.names.map((read) => mining.reads.once(read, pick())));
    console.log(`\nThe mining API's process answered its first reads in ${((performance.now() - warming) / 1000).toFixed(2)} s (its first recomputation)`);
    // Then a few seconds of reads not measured: the server's code compiled, its connections open.
    const warmUntil = Date.now() + WARM_UP_MS;
    await Promise.all(
      Array.from({ length: options.readers }, async (_, reader) => {
        for (let i = reader; Date.now() < warmUntil; i++) await mining.reads.once(mining.reads.names[i % mining.reads.names.length] ?? '', pick());
      }),
    );
    const parts: CpuParts = { server: () => processesCpuMs([mining.pid]), ...cpu };
    mining.mark('warm-up');
    await measure(label, writers, mining.reads, options, pick, 0, parts);
    mining.mark('closed loop');
    for (const rate of options.httpRates) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      await measure(label, writers, mining.reads, options, pick, rate, parts);
      mining.mark(`open loop, ${String(rate)} reads/s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    await mining.stop();
  }
}

export async function benchRanks(options: RanksBenchOptions): Promise<void> {
  if (options.pglite) {
    const pick = () => POPULATION_ID_BASE + 1 + Math.floor(Math.random() * POPULATION_SIZE);
    const label = `Ranks on PGlite, default population (${String(POPULATION_SIZE)} miners)`;
    if (!options.httpOnly) {
      const db = await openSandboxStore();
      await timeRecomputation(db);
      await measure(label, db, inProcessReads(db), options, pick);
      await measure(label, db, inProcessReads(db), options, pick, options.rate);
      await db.close();
    }
    await httpPhases(`${label}, over HTTP`, { pglite: options }, null, options, pick, {});
  }
  if (options.postgres) {
    const kept = process.env.BENCH_RANKS_DATA;
    const server = await postgresServer('bench-ranks', ['-c', 'shared_buffers=256MB'], kept);
    try {
      const url = kept ? await keptDatabase(server.url) : await createDatabase(server.url, 'bench_ranks');
      const setup = await openSandboxStore({ databaseUrl: url });
      const present = await bulkMiners(setup);
      if (present >= options.miners) console.log(`\nRanks on PostgreSQL: reusing ${String(present)} seeded miners in ${kept ?? ''}`);
      else {
        const seeding = performance.now();
        await seedBulkPopulation(setup, { miners: options.miners, alliances: options.alliances });
        await setup.query('vacuum analyze');
        console.log(`\nRanks on PostgreSQL: seeded ${String(options.miners)} miners and ${String(options.alliances)} alliances in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
      }
      await setup.close();
      const database: CpuParts = server.postmaster === null ? {} : { PostgreSQL: () => serverCpuMs(server.postmaster ?? 0) };
      const pick = () => BULK_ID_BASE + 1 + Math.floor(Math.random() * options.miners);
      const label = `Ranks on PostgreSQL, ${String(options.miners)} miners, ${String(options.alliances)} alliances (scheduled recomputation meanwhile)`;
      if (!options.httpOnly) {
        const db = postgresDb({ connectionString: url, max: options.readers + options.writers + 2 });
        await timeRecomputation(db);
        scheduleRankRefresh(db);
        await measure(label, db, inProcessReads(db), options, pick, 0, database);
        await measure(label, db, inProcessReads(db), options, pick, options.rate, database);
        await db.close();
      }
      // The same reads as a user's app makes them: HTTP to the mining API in its own process, init
      // data checked, JSON both ways. That process recomputes ranks on its schedule; this one now
      // only makes the claims' changes (a store of its own, no schedule).
      const writers = postgresDb({ connectionString: url, max: options.writers + 2 });
      await httpPhases(`${label}, over HTTP`, url, writers, options, pick, database);
      await explainStatements(writers, BULK_ID_BASE + Math.floor(options.miners / 2));
      await writers.close();
    } finally {
      await server.stop();
    }
  }
}
