/**
 * A claim's round trips (docs/decisions/sandbox-platform.md "Claims in four round trips (issue 36)",
 * "The claim's last statement commits (issue 36)"): under load each statement's round trip costs
 * more than the statement, so a claim is BEGIN, two statements and COMMIT, whatever its referral
 * chain: the Idempotency-Key's claim, which locks the miner and reads it, with the time, after the
 * lock; the writes with the key's answer, which carry the COMMIT. Exactness still holds: the shares
 * are exact, a retry replays the answer the claim's own statement stored, the statement refuses a
 * total other than the one computed under the lock, and a crash before it leaves nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../adapters/http/contract/common';
import { recordContract } from '../../adapters/http/contract/mining/record';
import { createApp } from '../../sandbox/app';
import { refreshRanks } from '../../sandbox/mining/guilds/ranks-refresh';
import { planClaim, writeClaim } from '../../sandbox/mining/shared/claim';
import { requireMiner } from '../../sandbox/mining/shared/miner';
import { signInitData } from '../../sandbox/platform/auth/init-data';
import { databaseClock, systemClock } from '../../sandbox/platform/clock';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import type { Db, Tx } from '../../sandbox/platform/store/database';
import { openSandboxStore } from '../../sandbox/store';
import { watchedDb } from './watched-db';

const HOUR = 3_600_000;
const BOT_TOKEN = 'round-trips-bot-token';
const clock = databaseClock();
let db: Db;
let deps: SandboxDeps;
/** The statements of each transaction the app opens, in order. */
let transactions: string[][] = [];

/** The statements sent with their transaction's COMMIT (queryAndCommit), as written in `transactions`. */
let committing: string[] = [];

function counted(tx: Tx, statements: string[]): Tx {
  const text = (sql: string): string => sql.replace(/\s+/g, ' ').trim();
  return {
    ...tx,
    query: (sql: string, values?: readonly unknown[]) => {
      statements.push(text(sql));
      return tx.query(sql, values);
    },
    queryAndCommit: (sql: string, values?: readonly unknown[]) => {
      statements.push(text(sql));
      committing.push(text(sql));
      return tx.queryAndCommit(sql, values);
    },
  };
}

beforeAll(async () => {
  db = await openSandboxStore();
  const watched = watchedDb(db, (tx) => {
    const statements: string[] = [];
    transactions.push(statements);
    return counted(tx, statements);
  });
  deps = { db: watched, clock, realClock: systemClock, botToken: BOT_TOKEN };
}, 120_000);

afterAll(async () => {
  await db.close();
});

let nextId = 91_000_000;
async function post(path: string, userId: number, body: unknown = {}, key?: string, through: SandboxDeps = deps): Promise<{ status: number; body: Record<string, unknown> }> {
  const app = createApp(through, { kind: 'mining', allowedOrigins: ['*'] });
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
    committing = [];
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
    // The writes carry the COMMIT (docs/decisions/sandbox-platform.md "The claim's last statement commits (issue 36)").
    expect(committing).toEqual([statements[1]]);

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

  it('fails its writing statement, and writes nothing, when the stored total is not the one computed under the lock', async () => {
    const claimer = nextId++;
    expect((await post(recordContract.createUserMining.path, claimer)).status).toBe(200);
    const before = await got(claimer);
    for (const settle of [undefined, { key: `total-check-${String(claimer)}`, answerJson: '{}' }]) {
      const written = db.transaction(async (tx) => {
        const miner = await requireMiner(tx, claimer, true);
        const plan = planClaim(miner, { claimed: 1_000n, kind: 'manual', periods: 1, claimAt: Date.now() });
        // As if another statement had moved the row under the lock: the statement's own check must refuse it.
        const off = { ...plan, after: { ...plan.after, gotUnits: plan.after.gotUnits + 1n } };
        await (settle === undefined ? writeClaim(tx, off) : writeClaim(tx, off, settle));
      });
      await expect(written).rejects.toThrow(/stored total .* is not the .* computed under the lock/);
    }
    expect(await got(claimer)).toBe(before);
    expect((await db.query(`select id from mining_claims where user_id = $1`, [claimer])).rows).toEqual([]);
  });

  it('reaches the inside-transaction crash point before its committing statement goes: a crash there leaves nothing, and the retry claims', async () => {
    const claimer = nextId++;
    expect((await post(recordContract.createUserMining.path, claimer)).status).toBe(200);
    await refreshRanks(db);
    await clock.moveBy(db, HOUR);
    const before = await got(claimer);
    const reached: string[] = [];
    const crashing: SandboxDeps = {
      ...deps,
      faults: {
        reached: (point) => {
          reached.push(point);
          if (point === 'inside-transaction') throw new Error('crash inside the transaction');
        },
      },
    };
    const key = `crash-point-${String(claimer)}`;
    expect((await post(recordContract.claimMining.path, claimer, {}, key, crashing)).status).toBe(500);
    expect(reached).toContain('inside-transaction');
    expect(await got(claimer)).toBe(before);
    expect((await db.query(`select key from idempotency_keys where user_id = $1 and key = $2`, [claimer, key])).rows).toEqual([]);
    const retry = await post(recordContract.claimMining.path, claimer, {}, key);
    expect(retry.status).toBe(200);
    expect(BigInt(await got(claimer)) - BigInt(before)).toBeGreaterThanOrEqual(1_000_000_000n);
  });
});
