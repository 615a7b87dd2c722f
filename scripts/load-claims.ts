/**
 * `npm run load:claims`: concurrent claims on PostgreSQL, measured against the clock (issue 19).
 *
 * Starts sandbox server processes on one fresh PostgreSQL database (DATABASE_URL's server, or an
 * embedded server this script starts and removes), creates the users' mining records, then keeps
 * M claimers claiming for T seconds, each claim for a random user on a random process, with a new
 * Idempotency-Key. Then it audits what each user was credited against the clock
 * (tests/support/claim-audit.ts): how many claims paid time an earlier claim had paid, how many
 * lifted a user's total above what had accrued by then, and the largest overpayment.
 *
 * It does so twice, each on a fresh database: with 1 API worker per process and with W
 * (`npm start -- --workers W`, sandbox/platform/workers.ts), and prints them side by side: claims
 * per second, latency percentiles, statements per claim (pg_stat_statements, on the embedded
 * server), and where the CPU went (the sandbox processes, PostgreSQL, this tool's own process, the
 * whole machine).
 *
 *   --users N        users claiming (default 200)
 *   --claimers M     claims in flight at once (default 50)
 *   --seconds T      how long (default 20)
 *   --workers W      API workers of the second run (default 2; 1: one run only)
 *   --processes P    sandbox processes on the one database (default 1)
 *   --skew-ms S      the second process's own clock runs S ms behind the first's (default 0)
 *   --alternate K    instead: one user, K claims in turn on each process, --pause-ms apart (default
 *                    350), credited compared with the database's elapsed time
 *   --cpu-prof DIR   each sandbox process (and worker) writes a V8 CPU profile (`node --cpu-prof`)
 *                    into DIR/<run>/ when it ends; open it in Chrome's DevTools or summarise it
 *   --statements     also prints PostgreSQL's ten costliest statements: calls and time per claim
 *   --help           prints this
 *
 * Prints numbers; asserts nothing. `npm run load:claims -- --users 5` is the issue's narrow case.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { recordContract } from '../adapters/http/contract/mining/record';
import { signInitData } from '../sandbox/platform/auth/init-data';
import { SANDBOX_BOT_TOKEN } from '../sandbox/platform/seed-users';
import type { Queryable } from '../sandbox/platform/store/database';
import { auditClaims } from '../tests/support/claim-audit';
import { createDatabase } from '../tests/support/postgres-database';
import { startSandboxProcess, type SandboxProcess } from '../tests/support/sandbox-process';
import { machineCpuMs, serverCpuMs } from './cpu-usage';
import { loadClient } from './load-claims-client';
import { postgresServer } from './embedded-postgres';

if (process.argv.includes('--help')) {
  // The usage is this file's opening comment, printed as written.
  const source = await readFile(fileURLToPath(import.meta.url), 'utf8');
  console.log((source.match(/^\/\*\*\n([\s\S]*?)\n \*\//)?.[1] ?? '').replace(/^ \* ?/gm, ''));
  process.exit(0);
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value)) throw new Error(`--${name} takes a number`);
  return value;
}

const USERS = option('users', 200);
const CLAIMERS = option('claimers', 50);
const SECONDS = option('seconds', 20);
const PROCESSES = Math.max(1, option('processes', 1));
const WORKERS = Math.max(1, option('workers', 2));
const SKEW_MS = option('skew-ms', 0);
const ALTERNATE = option('alternate', 0);
const PAUSE_MS = option('pause-ms', 350);
const STATEMENTS = process.argv.includes('--statements');
const CPU_PROFILE_DIR = ((): string | null => {
  const index = process.argv.indexOf('--cpu-prof');
  if (index < 0) return null;
  const dir = process.argv[index + 1];
  if (dir === undefined || dir.startsWith('--')) throw new Error('--cpu-prof takes a folder');
  return resolve(dir);
})();
/** Far from the seed users, the seeded population and the ids tests make up. */
const FIRST_USER_ID = 70_000_000;

/**
 * Each user's init data, signed once: the messenger hands a mini app one string at launch and it
 * sends that same string with every call, which the API checks in full once and then knows
 * (docs/decisions/sandbox-platform.md "Sandbox platform"). Signing anew with each second's
 * auth_date, as this tool did, made most claims a first sight of their string.
 */
const initDataOf = new Map<number, string>();
function initData(userId: number): string {
  let text = initDataOf.get(userId);
  if (text === undefined) {
    text = signInitData({ botToken: SANDBOX_BOT_TOKEN, user: { id: userId, first_name: `Load ${userId}` }, authDate: new Date() });
    initDataOf.set(userId, text);
  }
  return text;
}

/** The same requests as before it, cheaper to send (load-claims-client.ts). */
const client = loadClient();
const send = (url: string, path: string, userId: number, key?: string) => client.post(url, path, initData(userId), key);

async function post(url: string, path: string, userId: number, key?: string): Promise<{ status: number; body: unknown }> {
  const { status, text } = await send(url, path, userId, key);
  return { status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

const switchText = (units: bigint): string => {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  return `${negative ? '-' : ''}${abs / 1_000_000_000n}.${(abs % 1_000_000_000n).toString().padStart(9, '0')}`;
};

interface LoadResult {
  readonly label: string;
  readonly claims: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly failed: number;
  /** Statements the database ran per successful claim (null: no pg_stat_statements). */
  readonly statementsPerClaim: number | null;
  /** CPU ms per claim: the sandbox processes (workers included), PostgreSQL, the whole machine. */
  readonly sandboxCpuMs: number;
  readonly postgresCpuMs: number | null;
  readonly machineCpuMs: number;
  /** This tool's own CPU per claim (its process: the HTTP client, the claimers' loop). */
  readonly toolCpuMs: number;
  /** The sandbox processes' CPU over the run, in cores (1 = one core busy all along). */
  readonly sandboxCores: number;
  readonly exact: boolean;
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Statements run so far on this database, or null without pg_stat_statements. */
async function statementsSoFar(db: Queryable): Promise<number | null> {
  try {
    const rows = (await db.query<{ calls: string }>(`select coalesce(sum(calls), 0)::text as calls from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())`)).rows;
    return Number(rows[0]?.calls ?? 0);
  } catch {
    return null;
  }
}

/**
 * `--statements`: where PostgreSQL's time went, statement by statement (pg_stat_statements since the
 * database was made, the users' creation included): calls and execution time per claim, by total.
 */
async function printStatements(db: Queryable, claims: number): Promise<void> {
  try {
    const rows = (
      await db.query<{ calls: string; total: string; query: string }>(
        `select calls::text as calls, total_exec_time::text as total, regexp_replace(query, '\\s+', ' ', 'g') as query from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database()) order by total_exec_time desc limit 10`,
      )
    ).rows;
    console.log(`  statements by execution time (per claim: calls, µs):`);
    for (const row of rows) {
      const perClaim = claims === 0 ? 0 : Number(row.calls) / claims;
      const us = claims === 0 ? 0 : (1000 * Number(row.total)) / claims;
      console.log(`    ${perClaim.toFixed(2).padStart(6)} ${us.toFixed(0).padStart(6)}  ${row.query.slice(0, 110)}`);
    }
  } catch {
    console.log('  statements: no pg_stat_statements');
  }
}

async function runLoad(label: string, processes: readonly SandboxProcess[], db: Queryable, postmaster: number | null): Promise<LoadResult> {
  const users = Array.from({ length: USERS }, (_, i) => FIRST_USER_ID + i);
  for (const [i, userId] of users.entries()) {
    const answer = await post(processes[i % processes.length]!.urls.mining, recordContract.createUserMining.path, userId);
    if (answer.status !== 200) throw new Error(`createUserMining answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const statementsBefore = await statementsSoFar(db);
  const cpu = () => ({
    sandbox: processes.reduce((sum, child) => sum + serverCpuMs(child.pid), 0),
    postgres: postmaster === null ? null : serverCpuMs(postmaster),
    machine: machineCpuMs().busy,
  });
  const cpuBefore = cpu();
  const toolBefore = process.cpuUsage();
  const startedAt = performance.now();
  const endAt = Date.now() + SECONDS * 1000;
  const claimer = async (): Promise<void> => {
    while (Date.now() < endAt) {
      const userId = users[Math.floor(Math.random() * users.length)]!;
      const target = processes[Math.floor(Math.random() * processes.length)]!;
      let status: number;
      const sentAt = performance.now();
      try {
        // Only the status counts here (the audit checks the money); the body is read whole, not parsed.
        status = (await send(target.urls.mining, recordContract.claimMining.path, userId, `load-${randomUUID()}`)).status;
      } catch {
        status = 0;
      }
      if (status === 200) latencies.push(performance.now() - sentAt);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CLAIMERS }, claimer));
  const elapsedS = (performance.now() - startedAt) / 1000;
  const toolCpu = process.cpuUsage(toolBefore);
  const cpuAfter = cpu();
  const statementsAfter = await statementsSoFar(db);
  if (STATEMENTS) await printStatements(db, latencies.length);

  const audit = await auditClaims(db, users);
  const answered = [...statuses].map(([status, count]) => `${count} × ${status === 0 ? 'no answer' : status}`).join(', ');
  const overpaidMiners = audit.miners.filter((miner) => miner.overpaid > 0n).length;
  const percent = (part: number, whole: number): string => (whole === 0 ? '0' : ((100 * part) / whole).toFixed(1));
  console.log(`\n${label}`);
  console.log(`  answers: ${answered}`);
  console.log(`  claims recorded: ${audit.claims} (${audit.positiveClaims} paid something)`);
  console.log(`  claims that re-credited time already paid: ${audit.recredited} (${percent(audit.recredited, audit.claims)} % of claims)`);
  console.log(`  claims after which a user's total stood above what had accrued: ${audit.aheadOfClock}`);
  console.log(`  users paid beyond the clock: ${overpaidMiners} of ${audit.miners.length}`);
  console.log(`  largest overpayment: ${switchText(audit.maxOverpaid)} SWITCH; largest as a share of what had accrued: ${audit.maxOverpaidPercent.toFixed(2)} %`);
  const sorted = [...latencies].sort((a, b) => a - b);
  const claims = latencies.length;
  const perClaim = (ms: number): number => (claims === 0 ? 0 : ms / claims);
  const succeeded = statuses.get(200) ?? 0;
  return {
    label,
    claims,
    perSecond: claims / elapsedS,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    failed: [...statuses].reduce((sum, [status, count]) => sum + (status === 200 ? 0 : count), 0),
    statementsPerClaim: statementsBefore === null || statementsAfter === null || succeeded === 0 ? null : (statementsAfter - statementsBefore) / succeeded,
    sandboxCpuMs: perClaim(cpuAfter.sandbox - cpuBefore.sandbox),
    postgresCpuMs: cpuAfter.postgres === null || cpuBefore.postgres === null ? null : perClaim(cpuAfter.postgres - cpuBefore.postgres),
    machineCpuMs: perClaim(cpuAfter.machine - cpuBefore.machine),
    toolCpuMs: perClaim((toolCpu.user + toolCpu.system) / 1000),
    sandboxCores: (cpuAfter.sandbox - cpuBefore.sandbox) / 1000 / elapsedS,
    exact: audit.recredited === 0 && audit.aheadOfClock === 0 && overpaidMiners === 0 && audit.claims === succeeded,
  };
}

function printSideBySide(results: readonly LoadResult[]): void {
  const rows: [string, (result: LoadResult) => string][] = [
    ['claims/s', (r) => r.perSecond.toFixed(0)],
    ['p50 ms', (r) => r.p50.toFixed(0)],
    ['p95 ms', (r) => r.p95.toFixed(0)],
    ['p99 ms', (r) => r.p99.toFixed(0)],
    ['not 200', (r) => String(r.failed)],
    ['statements/claim', (r) => (r.statementsPerClaim === null ? 'n/a' : r.statementsPerClaim.toFixed(1))],
    ['sandbox CPU ms/claim', (r) => r.sandboxCpuMs.toFixed(2)],
    ['sandbox cores busy', (r) => r.sandboxCores.toFixed(2)],
    ['PostgreSQL CPU ms/claim', (r) => (r.postgresCpuMs === null ? 'n/a' : r.postgresCpuMs.toFixed(2))],
    ['load tool CPU ms/claim', (r) => r.toolCpuMs.toFixed(2)],
    ['machine CPU ms/claim', (r) => r.machineCpuMs.toFixed(2)],
    ['exact', (r) => (r.exact ? 'yes' : 'NO')],
  ];
  const width = Math.max(...rows.map(([name]) => name.length)) + 2;
  const column = Math.max(...results.map((r) => r.label.length)) + 2;
  console.log(`\n${''.padEnd(width)}${results.map((r) => r.label.padStart(column)).join('')}`);
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}${results.map((r) => value(r).padStart(column)).join('')}`);
}

/** The clock case: one user, claims in turn on each process, against the database's time. */
async function runAlternate(processes: readonly SandboxProcess[], db: Queryable): Promise<void> {
  const userId = FIRST_USER_ID;
  const dbNow = async (): Promise<number> => Number((await db.query<{ ms: string }>(`select floor(extract(epoch from clock_timestamp()) * 1000)::text as ms`)).rows[0]?.ms);
  const before = await dbNow();
  const created = await post(processes[0]!.urls.mining, recordContract.createUserMining.path, userId);
  if (created.status !== 200) throw new Error(`createUserMining answered ${created.status}`);
  for (let i = 0; i < ALTERNATE; i++) {
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    const answer = await post(processes[(i + 1) % processes.length]!.urls.mining, recordContract.claimMining.path, userId, `alternate-${randomUUID()}`);
    if (answer.status !== 200) throw new Error(`claim answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  const after = await dbNow();
  const got = (await db.query<{ got: string }>(`select got_units::text as got from mining_users where user_id = $1`, [userId])).rows[0]?.got ?? '0';
  const accrued = (BigInt(after - before) * 1_000_000_000n) / 3_600_000n;
  const audit = await auditClaims(db, [userId]);
  console.log(`  ${ALTERNATE} alternating claims credited ${switchText(BigInt(got))} SWITCH; at most ${switchText(accrued)} had accrued by the database's clock`);
  console.log(`  claims that re-credited time already paid: ${audit.recredited}; above what had accrued: ${audit.aheadOfClock}`);
}

async function withSandboxes<T>(
  databaseUrl: string,
  workers: number,
  profileName: string,
  run: (processes: readonly SandboxProcess[], db: Queryable) => Promise<T>,
): Promise<T> {
  const processes: SandboxProcess[] = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    // One after the other: each process migrates the store as it starts.
    for (let i = 0; i < PROCESSES; i++) processes.push(
        await startSandboxProcess({
          databaseUrl,
          skewMs: i === 1 ? -SKEW_MS : 0,
          workers,
          ...(CPU_PROFILE_DIR === null ? {} : { cpuProfileDir: resolve(CPU_PROFILE_DIR, profileName, `process-${String(i + 1)}`) }),
        }),
      );
    await client.connect();
    const db: Queryable = { query: async (sql, params) => ({ rows: (await client.query(sql, params ? [...params] : undefined)).rows }) };
    return await run(processes, db);
  } finally {
    await client.end().catch(() => {});
    await Promise.all(processes.map((child) => child.stop()));
  }
}

async function main(): Promise<void> {
  if (PROCESSES < 2 && (SKEW_MS !== 0 || ALTERNATE > 0)) throw new Error('--skew-ms and --alternate need --processes 2 or more');
  // pg_stat_statements counts the statements per claim (the embedded server only: DATABASE_URL's
  // has what its owner configured, and the count is then left out if it lacks the module).
  const server = await postgresServer('load-claims', ['-c', 'shared_preload_libraries=pg_stat_statements']);
  const where = process.env.DATABASE_URL ? 'DATABASE_URL' : 'an embedded PostgreSQL';
  const skew = SKEW_MS !== 0 ? `, the second ${SKEW_MS} ms behind` : '';
  try {
    if (ALTERNATE > 0) {
      console.log(`\nAlternating claims on ${where}: ${PROCESSES} sandbox processes of ${WORKERS} worker(s)${skew}`);
      await withSandboxes(await createDatabase(server.url, 'load_claims'), WORKERS, 'alternate', (processes, db) => runAlternate(processes, db));
      return;
    }
    const processesText = `${PROCESSES} sandbox process${PROCESSES > 1 ? 'es' : ''}`;
    console.log(`\nClaims on ${where}: ${USERS} users, ${CLAIMERS} claimers, ${SECONDS} s, ${processesText}${skew}`);
    const results: LoadResult[] = [];
    for (const workers of WORKERS > 1 ? [1, WORKERS] : [1]) {
      const databaseUrl = await createDatabase(server.url, 'load_claims');
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query('create extension if not exists pg_stat_statements').catch(() => {});
      await admin.end();
      const label = `${String(workers)} worker${workers > 1 ? 's' : ''}`;
      results.push(await withSandboxes(databaseUrl, workers, `workers-${String(workers)}`, (processes, db) => runLoad(label, processes, db, server.postmaster)));
    }
    printSideBySide(results);
    console.log(`\n  load average ${loadavg().map((each) => each.toFixed(2)).join(' ')} on ${String(availableParallelism())} cores`);
  } finally {
    client.close();
    await server.stop();
  }
}

await main();
