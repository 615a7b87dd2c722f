/**
 * The sandbox as `npm start -- --workers 2` runs it (issue 36): two API processes on the same
 * ports through Node's cluster module, on one PostgreSQL. Concurrent claims, each sent twice at
 * once with its Idempotency-Key and once more after, while the clock moves: each key executes once
 * whichever worker gets each copy, every copy answers the same, and what each user was credited
 * is what the database's clock accrued, once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordContract } from '../../adapters/http/contract/mining/record';
import type { Db } from '../../sandbox/platform/store/database';
import { migratedTestDatabase, openPostgresTestDb } from '../support/postgres-db';
import { startSandboxProcess, type SandboxProcess } from '../support/sandbox-process';
import { auditedUsers, claimsAtTheDatabaseTime, createMiner, expectPaidByTheClock, minerCall, moveClock, newUserId, readMiner, type Urls } from './mining-clock-support';
import { nano } from './mining-support';

const HOUR = 3_600_000;
let db: Db;
let sandbox: SandboxProcess;
let urls: Urls;

beforeAll(async () => {
  const databaseUrl = await migratedTestDatabase();
  db = await openPostgresTestDb(databaseUrl);
  sandbox = await startSandboxProcess({ databaseUrl, workers: 2 });
  urls = sandbox.urls;
}, 180_000);
afterAll(async () => {
  await sandbox?.stop();
  await db?.close();
});

/** The sandbox processes holding connections to this database (one name per process). */
async function servingProcesses(): Promise<number> {
  const result = await db.query<{ processes: number }>(
    `select count(distinct application_name)::int as processes from pg_stat_activity
      where datname = current_database() and application_name like 'switch-sandbox %' and pid <> pg_backend_pid()`,
  );
  return result.rows[0]?.processes ?? 0;
}

describe('two API workers on one database', () => {
  it('run each claim once whichever worker gets it and its retries, and pay what the database’s clock accrued', async () => {
    const users = Array.from({ length: 6 }, newUserId);
    for (const user of users) await createMiner(urls, user);
    const answersByKey = new Map<string, unknown[]>();
    for (const moveMs of [HOUR, 0, 2 * HOUR, 90_000]) {
      const sent = users.flatMap((user) => [0, 1, 2].map(() => ({ user, key: `workers-${randomUUID()}` })));
      await claimsAtTheDatabaseTime(db, async () => {
        const [answers] = await Promise.all([
          Promise.all(
            sent.map(async ({ user, key }) => {
              // The same key twice at once: on one connection or two, on one worker or both.
              const copies = await Promise.all([0, 1].map(() => minerCall(urls, user, recordContract.claimMining.path, { key })));
              answersByKey.set(key, copies.map((copy) => copy.body));
              return copies;
            }),
          ),
          moveMs > 0 ? moveClock(urls, moveMs) : null,
        ]);
        return answers.flat();
      });
      // A retry after both answered replays them too.
      for (const { user, key } of sent.slice(0, 3)) {
        const again = await minerCall(urls, user, recordContract.claimMining.path, { key });
        answersByKey.get(key)!.push(again.body);
      }
    }
    for (const [key, copies] of answersByKey) for (const copy of copies) expect(copy, key).toEqual(copies[0]);
    const audit = await auditedUsers(db, users);
    expectPaidByTheClock(audit);
    // One claim per key, none for a retry.
    expect(audit.claims).toBe(answersByKey.size);
    for (const miner of audit.miners) {
      const read = await readMiner(urls, miner.userId);
      expect(nano((read.body as { mining: { gotAmount: string } }).mining.gotAmount)).toBe(miner.credited);
    }
    // Both workers served: each holds its own connections to the database.
    expect(await servingProcesses()).toBe(2);
  }, 240_000);
});
