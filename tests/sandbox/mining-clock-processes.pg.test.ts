/**
 * Two sandbox server processes on one PostgreSQL database, as a deployment grows past one machine
 * (issue 19), the second one's own clock running 1.5 s behind the first's
 * (SANDBOX_PROCESS_SKEW_MS), the first in two API workers on its ports, as `npm start --
 * --workers 2` runs it (issue 36). Values must not depend on either process's clock: every claim,
 * autoclaim catch-up, boost and activation takes the database's time, read under the miner's
 * lock, so what each user was credited is what the one clock accrued, whichever process served.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoclaimContract } from '../../adapters/http/contract/mining/autoclaim';
import { burnContract } from '../../adapters/http/contract/mining/burn';
import { TREASURY_ADDRESS } from '../../sandbox/mining/payments/config';
import type { Db } from '../../sandbox/platform/store/database';
import { migratedTestDatabase, openPostgresTestDb } from '../support/postgres-db';
import { startSandboxProcess, type SandboxProcess } from '../support/sandbox-process';
import {
  auditedUsers,
  claim,
  claimsAtTheDatabaseTime,
  control,
  createMiner,
  expectPaidByTheClock,
  minerCall,
  moveClock,
  newUserId,
  pause,
  readMiner,
  sandboxNow,
  type Urls,
} from './mining-clock-support';
import { nano } from './mining-support';

const HOUR = 3_600_000;
const SKEW_MS = -1_500;

let db: Db;
let processes: SandboxProcess[] = [];
/** The first process (its own clock right) and the second (1.5 s behind). */
let right: Urls;
let behind: Urls;

beforeAll(async () => {
  const databaseUrl = await migratedTestDatabase();
  db = await openPostgresTestDb(databaseUrl);
  processes = await Promise.all([startSandboxProcess({ databaseUrl, workers: 2 }), startSandboxProcess({ databaseUrl, skewMs: SKEW_MS })]);
  [right, behind] = processes.map((each) => each.urls) as [Urls, Urls];
}, 180_000);
afterAll(async () => {
  await Promise.all(processes.map((each) => each.stop()));
  await db?.close();
});

const gotOf = async (urls: Urls, userId: number): Promise<bigint> => nano(((await readMiner(urls, userId)).body as { mining: { gotAmount: string } }).mining.gotAmount);

describe('two sandbox processes on one database, their clocks 1.5 s apart', () => {
  it('see the same sandbox time', async () => {
    const [a, b] = await Promise.all([control(right, 'mining', '/clock'), control(behind, 'mainPrimary', '/clock')]);
    expect(Math.abs(Date.parse((a as { now: string }).now) - Date.parse((b as { now: string }).now))).toBeLessThan(1_000);
  });

  it('take a move made through the other process at their next request (the callers’ record reads the clock each turn)', async () => {
    const user = newUserId();
    const lastSeen = async (): Promise<number> =>
      (await db.query<{ last_seen_at: Date }>('select last_seen_at from users where id = $1', [user])).rows[0]?.last_seen_at.getTime() ?? 0;
    for (const [reader, mover] of [
      [right, behind],
      [behind, right],
    ] as const) {
      await readMiner(reader, user);
      const seen = await lastSeen();
      // Within the minute on the process's own clock, but two minutes on by the sandbox's: the next
      // request through `reader` must take the moved time (and so record the caller again).
      await moveClock(mover, 2 * 60_000);
      const moved = await sandboxNow(db);
      await readMiner(reader, user);
      expect(await lastSeen()).toBeGreaterThanOrEqual(moved - 1_000);
      expect(await lastSeen()).toBeGreaterThan(seen + 2 * 60_000 - 1_000);
    }
  });

  it('credit concurrent claims through both what the database’s clock accrued, once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.record({ extra: fc.integer({ min: 0, max: 25 }), moveMs: fc.integer({ min: 0, max: 2 * HOUR }) }), { minLength: 2, maxLength: 4 }),
        fc.infiniteStream(fc.nat()),
        async (userCount, waves, draws) => {
          const pick = draws[Symbol.iterator]();
          const draw = (below: number): number => (pick.next().value as number) % below;
          const server = (): Urls => (draw(2) === 0 ? right : behind);
          const users = Array.from({ length: userCount }, newUserId);
          for (const user of users) await createMiner(server(), user);
          for (const step of waves) {
            const targets = [...users, ...Array.from({ length: step.extra }, () => users[draw(users.length)]!)];
            await claimsAtTheDatabaseTime(db, async () => {
              const [answers] = await Promise.all([Promise.all(targets.map((user) => claim(server(), user))), step.moveMs > 0 ? moveClock(server(), step.moveMs) : null]);
              return answers;
            });
          }
          const audit = await auditedUsers(db, users);
          expectPaidByTheClock(audit);
          for (const miner of audit.miners) expect(await gotOf(server(), miner.userId)).toBe(miner.credited);
        },
      ),
      { numRuns: 3 },
    );
  }, 240_000);

  it('pay alternating claims no more than elapsed on the database’s clock (the issue’s 13 claims)', async () => {
    const user = newUserId();
    const before = await sandboxNow(db);
    await createMiner(right, user);
    for (let i = 0; i < 13; i++) {
      await pause(300);
      const answer = await claim(i % 2 === 0 ? behind : right, user);
      expect(answer.status).toBe(200);
    }
    const after = await sandboxNow(db);
    const credited = await gotOf(right, user);
    // 1 SWITCH per hour: what the elapsed time allows at most, and all of it but the flooring.
    expect(credited).toBeLessThanOrEqual((BigInt(after - before) * 1_000_000_000n) / BigInt(HOUR));
    const audit = await auditedUsers(db, [user]);
    expectPaidByTheClock(audit);
    expect(audit.miners[0]?.credited).toBe(credited);
    // Each claim came 300 ms after the last on one clock, so each paid for those 300 ms: on the
    // processes' own clocks, every claim on the one behind would find nothing accrued.
    expect(audit.miners[0]?.claims).toHaveLength(13);
    for (const each of audit.miners[0]?.claims ?? []) {
      expect(each.claimed).toBeGreaterThan(0n);
      expect(each.at).toBeGreaterThanOrEqual(before);
      expect(each.at).toBeLessThanOrEqual(after);
    }
  }, 120_000);

  it('pay autoclaim catch-up and a burn’s boost by the database’s clock, however the reads, claims and moves interleave', async () => {
    const user = newUserId();
    await control(right, 'mining', '/settings', { activationDelayMs: 0 });
    await createMiner(behind, user);
    // Verified: each claim credits 5 % more, on top of what accrued.
    await db.query('update mining_users set confirm_prove = true where user_id = $1', [user]);
    const punk = ((await control(right, 'mainPrimary', '/tokens?symbol=PUNK&chainId=TON')) as { tokens: { address: string }[] }).tokens[0]?.address;
    await control(right, 'mainPrimary', '/deposit', { userId: user, chainId: 'TON', tokenAddress: 'TON', amount: '5' });
    await control(right, 'mainPrimary', '/deposit', { userId: user, chainId: 'TON', tokenAddress: punk, amount: '20' });
    const paid = await minerCall(behind, user, autoclaimContract.transfer.path, {
      body: { to: TREASURY_ADDRESS, amount: '1', tokenAddress: 'TON', chainId: 'TON', accountIndex: 0, dry: false },
      key: `autoclaim-${user}`,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const burned = await minerCall(right, user, burnContract.burnPunks.path, { body: { amount: '10' }, key: `burn-${user}` });
    expect(burned.status, JSON.stringify(burned.body)).toBe(200);

    const moves = [HOUR, 5 * HOUR, 6 * HOUR, 7 * HOUR, 13 * HOUR, 25 * HOUR, 30 * 60_000, 6 * HOUR + 1];
    for (const [index, ms] of moves.entries()) {
      const answers = await Promise.all([
        moveClock(index % 2 === 0 ? right : behind, ms).then(() => null),
        readMiner(right, user),
        readMiner(behind, user),
        claim(index % 2 === 0 ? behind : right, user),
        readMiner(behind, user),
      ]);
      for (const answer of answers) if (answer) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    await readMiner(right, user);

    const audit = await auditedUsers(db, [user]);
    expectPaidByTheClock(audit);
    const miner = audit.miners[0]!;
    expect(miner.claims.filter((each) => each.kind === 'auto').length).toBeGreaterThan(0);
    // The boost (1 SWITCH/h from the burn) was paid: more than the base speed alone allows.
    const elapsedHours = BigInt((miner.claims.at(-1)?.at ?? 0) - miner.createdAt) / BigInt(HOUR);
    expect(miner.claimed).toBeGreaterThan(elapsedHours * 1_000_000_000n);
    // Within the bonus: 5 % of each claim, floored, on top.
    expect(miner.credited).toBeGreaterThanOrEqual(miner.claimed);
    expect(miner.credited).toBeLessThanOrEqual(miner.claimed + miner.claimed / 20n);
    expect(await gotOf(right, user)).toBe(miner.credited);
  }, 180_000);
});
