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
 *   --users N        users claiming (default 200)
 *   --claimers M     claims in flight at once (default 50)
 *   --seconds T      how long (default 20)
 *   --processes P    sandbox processes on the one database (default 1)
 *   --skew-ms S      the second process's own clock runs S ms behind the first's (default 0)
 *   --alternate K    instead: one user, K claims in turn on each process, --pause-ms apart (default
 *                    350), credited compared with the database's elapsed time
 *
 * Prints numbers; asserts nothing. `npm run load:claims -- --users 5` is the issue's narrow case.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { HEADERS } from '../adapters/http/contract/common';
import { recordContract } from '../adapters/http/contract/mining/record';
import { signInitData } from '../sandbox/platform/auth/init-data';
import { SANDBOX_BOT_TOKEN } from '../sandbox/platform/seed-users';
import type { Queryable } from '../sandbox/platform/store/database';
import { auditClaims } from '../tests/support/claim-audit';
import { createDatabase } from '../tests/support/postgres-database';
import { startSandboxProcess, type SandboxProcess } from '../tests/support/sandbox-process';
import { postgresServer } from './embedded-postgres';

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
const SKEW_MS = option('skew-ms', 0);
const ALTERNATE = option('alternate', 0);
const PAUSE_MS = option('pause-ms', 350);
/** Far from the seed users, the seeded population and the ids tests make up. */
const FIRST_USER_ID = 70_000_000;

const initData = (userId: number): string =>
  signInitData({ botToken: SANDBOX_BOT_TOKEN, user: { id: userId, first_name: `Load ${userId}` }, authDate: new Date() });

async function post(url: string, path: string, userId: number, key?: string): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', [HEADERS.initData]: initData(userId) };
  if (key) headers[HEADERS.idempotencyKey] = key;
  const response = await fetch(`${url}${path}`, { method: 'POST', headers, body: '{}', signal: AbortSignal.timeout(60_000) });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

const switchText = (units: bigint): string => {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  return `${negative ? '-' : ''}${abs / 1_000_000_000n}.${(abs % 1_000_000_000n).toString().padStart(9, '0')}`;
};

async function runLoad(processes: readonly SandboxProcess[], db: Queryable): Promise<void> {
  const users = Array.from({ length: USERS }, (_, i) => FIRST_USER_ID + i);
  for (const [i, userId] of users.entries()) {
    const answer = await post(processes[i % processes.length]!.urls.mining, recordContract.createUserMining.path, userId);
    if (answer.status !== 200) throw new Error(`createUserMining answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  const statuses = new Map<number, number>();
  const endAt = Date.now() + SECONDS * 1000;
  const claimer = async (): Promise<void> => {
    while (Date.now() < endAt) {
      const userId = users[Math.floor(Math.random() * users.length)]!;
      const target = processes[Math.floor(Math.random() * processes.length)]!;
      let status: number;
      try {
        status = (await post(target.urls.mining, recordContract.claimMining.path, userId, `load-${randomUUID()}`)).status;
      } catch {
        status = 0;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CLAIMERS }, claimer));

  const audit = await auditClaims(db, users);
  const answered = [...statuses].map(([status, count]) => `${count} × ${status === 0 ? 'no answer' : status}`).join(', ');
  const overpaidMiners = audit.miners.filter((miner) => miner.overpaid > 0n).length;
  const percent = (part: number, whole: number): string => (whole === 0 ? '0' : ((100 * part) / whole).toFixed(1));
  console.log(`  answers: ${answered}`);
  console.log(`  claims recorded: ${audit.claims} (${audit.positiveClaims} paid something)`);
  console.log(`  claims that re-credited time already paid: ${audit.recredited} (${percent(audit.recredited, audit.claims)} % of claims)`);
  console.log(`  claims after which a user's total stood above what had accrued: ${audit.aheadOfClock}`);
  console.log(`  users paid beyond the clock: ${overpaidMiners} of ${audit.miners.length}`);
  console.log(`  largest overpayment: ${switchText(audit.maxOverpaid)} SWITCH; largest as a share of what had accrued: ${audit.maxOverpaidPercent.toFixed(2)} %`);
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

async function main(): Promise<void> {
  if (PROCESSES < 2 && (SKEW_MS !== 0 || ALTERNATE > 0)) throw new Error('--skew-ms and --alternate need --processes 2 or more');
  const server = await postgresServer('load-claims');
  const processes: SandboxProcess[] = [];
  const databaseUrl = await createDatabase(server.url, 'load_claims');
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    // One after the other: each process migrates the store as it starts.
    for (let i = 0; i < PROCESSES; i++) processes.push(await startSandboxProcess({ databaseUrl, skewMs: i === 1 ? -SKEW_MS : 0 }));
    await client.connect();
    const db: Queryable = { query: async (sql, params) => ({ rows: (await client.query(sql, params ? [...params] : undefined)).rows }) };
    const where = process.env.DATABASE_URL ? 'DATABASE_URL' : 'an embedded PostgreSQL';
    const skew = SKEW_MS !== 0 ? `, the second ${SKEW_MS} ms behind` : '';
    if (ALTERNATE > 0) {
      console.log(`\nAlternating claims on ${where}: ${PROCESSES} sandbox processes${skew}`);
      await runAlternate(processes, db);
    } else {
      console.log(`\nClaims on ${where}: ${USERS} users, ${CLAIMERS} claimers, ${SECONDS} s, ${PROCESSES} sandbox process${PROCESSES > 1 ? 'es' : ''}${skew}`);
      await runLoad(processes, db);
    }
  } finally {
    await client.end().catch(() => {});
    await Promise.all(processes.map((child) => child.stop()));
    await server.stop();
  }
}

await main();
