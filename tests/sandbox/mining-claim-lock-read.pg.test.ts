/**
 * The claim's key statement locks the miner and reads it (docs/decisions/sandbox-platform.md
 * "Claims in four round trips (issue 36)"). On PostgreSQL a statement that waited for a lock still
 * reads other rows as of its start, so the read goes through a volatile function, which takes its
 * own snapshot after the lock: a boost that the transaction it waited for added is paid, and the
 * time is read after the wait.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../adapters/http/contract/common';
import { recordContract } from '../../adapters/http/contract/mining/record';
import { createApp } from '../../sandbox/app';
import { signInitData } from '../../sandbox/platform/auth/init-data';
import { databaseClock, systemClock } from '../../sandbox/platform/clock';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import type { Db } from '../../sandbox/platform/store/database';
import { openPostgresTestDb } from '../support/postgres-db';

const HOUR = 3_600_000;
const BOT_TOKEN = 'lock-read-bot-token';
const clock = databaseClock();
let db: Db;
let deps: SandboxDeps;

beforeAll(async () => {
  db = await openPostgresTestDb();
  deps = { db, clock, realClock: systemClock, botToken: BOT_TOKEN };
}, 120_000);
afterAll(async () => {
  await db?.close();
});

async function post(path: string, userId: number, key?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const app = createApp(deps, { kind: 'mining', allowedOrigins: ['*'] });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [HEADERS.initData]: signInitData({ botToken: BOT_TOKEN, user: { id: userId, first_name: `Lock ${userId}` }, authDate: new Date() }),
  };
  if (key) headers[HEADERS.idempotencyKey] = key;
  const response = await app.request(path, { method: 'POST', headers, body: '{}' });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a claim that waits for the miner’s lock', () => {
  it('reads the boost the transaction it waited for added, and the time after the wait', async () => {
    const userId = 92_000_001;
    expect((await post(recordContract.createUserMining.path, userId)).status).toBe(200);
    await clock.moveBy(db, HOUR);

    let locked!: () => void;
    const lockHeld = new Promise<void>((resolve) => {
      locked = resolve;
    });
    let boostStart = 0;
    // A boost bought under the miner's lock (as a burn does), committed while the claim waits.
    const buying = db.transaction(async (tx) => {
      await tx.query('select 1 from mining_users where user_id = $1 for update', [userId]);
      locked();
      await new Promise((resolve) => setTimeout(resolve, 800));
      boostStart = await clock.read(tx);
      await tx.query(
        `insert into mining_boosts (id, user_id, source, units_per_hour, starts_at, ends_at, ref)
         values ('lock-read-boost', $1, 'burn', 7000000000, $2, $3, 'lock-read')`,
        [userId, new Date(boostStart).toISOString(), new Date(boostStart + 48 * HOUR).toISOString()],
      );
    });
    await lockHeld;
    const claim = await post(recordContract.claimMining.path, userId, `lock-read-${String(userId)}`);
    await buying;

    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    // The claim's time is after the boost began (read after the wait), and the boost is in its
    // speed: the base 1 SWITCH/h and the boost's 7. Read before the wait, the speed would be 1.
    expect(Date.parse(String(claim.body.serverTime))).toBeGreaterThanOrEqual(boostStart);
    expect((claim.body.mining as { speed: string }).speed).toBe('8');
  }, 60_000);
});
