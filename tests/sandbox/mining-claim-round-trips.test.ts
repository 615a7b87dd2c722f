/**
 * A claim's round trips (docs/decisions/sandbox-platform.md "Claims in four round trips (issue 36)"):
 * under load each statement's round trip costs more than the statement, so a claim is BEGIN, two
 * statements and COMMIT, whatever its referral chain: the Idempotency-Key's claim, which locks the
 * miner and reads it, with the time, after the lock; the writes with the key's answer. Exactness
 * still holds: the shares are exact, a retry replays the answer the claim's own statement stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../adapters/http/contract/common';
import { recordContract } from '../../adapters/http/contract/mining/record';
import { createApp } from '../../sandbox/app';
import { refreshRanks } from '../../sandbox/mining/guilds/ranks-refresh';
import { signInitData } from '../../sandbox/platform/auth/init-data';
import { databaseClock, systemClock } from '../../sandbox/platform/clock';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import type { Db, Queryable, Tx } from '../../sandbox/platform/store/database';
import { openSandboxStore } from '../../sandbox/store';

const HOUR = 3_600_000;
const BOT_TOKEN = 'round-trips-bot-token';
const clock = databaseClock();
let db: Db;
let deps: SandboxDeps;
/** The statements of each transaction the app opens, in order. */
let transactions: string[][] = [];

function counted<T extends Queryable>(q: T, statements: string[]): T {
  return {
    ...q,
    query: (sql: string, values?: readonly unknown[]) => {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      return q.query(sql, values);
    },
  };
}

beforeAll(async () => {
  db = await openSandboxStore();
  const watched: Db = {
    ...db,
    query: (sql, values) => db.query(sql, values),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => {
      const statements: string[] = [];
      transactions.push(statements);
      return db.transaction((tx) => fn(counted<Tx>(tx, statements)));
    },
    close: () => db.close(),
  };
  deps = { db: watched, clock, realClock: systemClock, botToken: BOT_TOKEN };
}, 120_000);

afterAll(async () => {
  await db.close();
});

let nextId = 91_000_000;
async function post(path: string, userId: number, body: unknown = {}, key?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const app = createApp(deps, { kind: 'mining', allowedOrigins: ['*'] });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [HEADERS.initData]: signInitData({ botToken: BOT_TOKEN, user: { id: userId, first_name: `Trips ${userId}` }, authDate: new Date() }),
  };
  if (key) headers[HEADERS.idempotencyKey] = key;
  const response = await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const got = async (userId: number): Promise<string> =>
  (await db.query<{ got: string }>(`select got_units::text as got from mining_users where user_id = $1`, [userId])).rows[0]!.got;

describe('a claim', () => {
  it('is two statements between BEGIN and COMMIT with a two-level referral chain, and pays it exactly once', async () => {
    const [top, middle, claimer] = [nextId++, nextId++, nextId++];
    expect((await post(recordContract.createUserMining.path, top)).status).toBe(200);
    expect((await post(recordContract.createUserMining.path, middle, { ref: String(top) })).body.referral).toBe('accepted');
    expect((await post(recordContract.createUserMining.path, claimer, { ref: String(middle) })).body.referral).toBe('accepted');
    // The thresholds exist (as on any store past its first minutes): the rank needs no count.
    await refreshRanks(db);
    const before = await Promise.all([top, middle, claimer].map(got));
    await clock.moveBy(db, 3 * HOUR);

    transactions = [];
    const key = `round-trips-${String(claimer)}`;
    const answer = await post(recordContract.claimMining.path, claimer, {}, key);
    expect(answer.status).toBe(200);
    const claimTx = transactions.filter((statements) => statements.some((sql) => /insert into idempotency_keys/i.test(sql)));
    expect(claimTx).toHaveLength(1);
    const statements = claimTx[0]!;
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/insert into idempotency_keys.*for update/i);
    expect(statements[0]).toMatch(/mining_miner_now/);
    expect(statements[1]).toMatch(/update idempotency_keys/i);

    // 3 h or a little more at 1 SWITCH/h: the inviter 10 %, the inviter's inviter 2 % of it.
    const units = (text: string): bigint => {
      const [whole, fraction = ''] = text.split('.');
      return BigInt(whole!) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0'));
    };
    const claimedUnits = units(String(answer.body.claimedAmount));
    expect(claimedUnits).toBeGreaterThanOrEqual(3n * 1_000_000_000n);
    const after = await Promise.all([top, middle, claimer].map(got));
    expect(BigInt(after[2]!) - BigInt(before[2]!)).toBe(claimedUnits);
    expect(BigInt(after[1]!) - BigInt(before[1]!)).toBe((claimedUnits * 10n) / 100n);
    expect(BigInt(after[0]!) - BigInt(before[0]!)).toBe((claimedUnits * 2n) / 100n);
    // The answer's total is the stored one (computed under the lock, written in the same statement).
    expect(units((answer.body.mining as { gotAmount: string }).gotAmount)).toBe(BigInt(after[2]!));

    // The retry replays the answer the claim's own statement stored, and credits nothing.
    await clock.moveBy(db, HOUR);
    const retry = await post(recordContract.claimMining.path, claimer, {}, key);
    expect(retry).toEqual(answer);
    expect(await Promise.all([top, middle, claimer].map(got))).toEqual(after);
  });
});
