/**
 * Claims on PostgreSQL, checked against the clock (issue 19). Whatever the schedule (how many
 * users, how many claims in flight at once, the sandbox clock moved in the middle of them), what
 * each user was credited equals what the sandbox clock accrued from the record's creation to its
 * last claim, but for the flooring; no claim pays time an earlier one paid, none lifts the total
 * above what had accrued by its instant, and every claim's time is the database's (between the
 * database's readings before and after it), not the process's. A sum of receipts equal to
 * gotAmount would pass even when the same hour is paid twice; this checks the hours.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../sandbox/platform/store/database';
import { startSandbox, type SandboxHandle } from '../../sandbox/server';
import { migratedTestDatabase, openPostgresTestDb } from '../support/postgres-db';
import { auditedUsers, claim, claimsAtTheDatabaseTime, createMiner, expectPaidByTheClock, moveClock, newUserId, pause, readMiner } from './mining-clock-support';
import { nano } from './mining-support';

const HOUR = 3_600_000;

let db: Db;
let sandbox: SandboxHandle<never>;

beforeAll(async () => {
  const databaseUrl = await migratedTestDatabase();
  db = await openPostgresTestDb(databaseUrl);
  sandbox = await startSandbox({ databaseUrl });
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
  await db?.close();
});

const wave = fc.record({
  /** Claims beyond one per user, for random users, all in flight at once. */
  extra: fc.integer({ min: 0, max: 30 }),
  /** The sandbox clock moved while the claims run (at most 3 h: no claim interval reaches the 6 h cap). */
  moveMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 * HOUR })),
  /** Each claim leaves after up to this many ms. */
  spreadMs: fc.integer({ min: 0, max: 40 }),
});

describe('concurrent claims on PostgreSQL', () => {
  it('credit each user what the clock accrued, once, at the database’s time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.array(wave, { minLength: 2, maxLength: 5 }), fc.infiniteStream(fc.nat()), async (userCount, waves, draws) => {
        const users = Array.from({ length: userCount }, newUserId);
        for (const user of users) await createMiner(sandbox.urls, user);
        const pick = draws[Symbol.iterator]();
        const draw = (below: number): number => (pick.next().value as number) % below;

        for (const step of waves) {
          const targets = [...users, ...Array.from({ length: step.extra }, () => users[draw(users.length)]!)];
          await claimsAtTheDatabaseTime(db, async () => {
            const [answers] = await Promise.all([
              Promise.all(targets.map(async (user) => (await pause(draw(step.spreadMs + 1)), claim(sandbox.urls, user)))),
              step.moveMs > 0 ? pause(draw(step.spreadMs + 1)).then(() => moveClock(sandbox.urls, step.moveMs)) : null,
            ]);
            return answers;
          });
        }

        const audit = await auditedUsers(db, users);
        expectPaidByTheClock(audit);
        // gotAmount is exactly what the claims credited (nobody here joined by a referral).
        for (const miner of audit.miners) {
          const record = await readMiner(sandbox.urls, miner.userId);
          expect(nano((record.body as { mining: { gotAmount: string } }).mining.gotAmount)).toBe(miner.credited);
        }
      }),
      { numRuns: 4 },
    );
  }, 240_000);
});
