/**
 * The host page asks for its user's sandbox wallet every second while the app is open
 * (sandbox/host/client/main.ts, watchWallet). The first ask makes the wallet, in a transaction with
 * the user's row; every later one only reads it, so an open page costs the sandbox two reads a
 * second, not a write transaction (and the answer is the same either way).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../sandbox/app';
import { EXTERNAL_WALLET_START_UNITS } from '../../sandbox/mining/payments/external-wallet';
import { databaseClock, systemClock } from '../../sandbox/platform/clock';
import type { Db } from '../../sandbox/platform/store/database';
import { openSandboxStore } from '../../sandbox/store';
import { controlRequest } from './mining-support';
import { watchedDb } from './watched-db';

let db: Db;
let transactions = 0;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openSandboxStore();
  const watched = watchedDb(db, (tx) => {
    transactions += 1;
    return tx;
  });
  app = createApp({ db: watched, clock: databaseClock(), realClock: systemClock, botToken: 'wallet-poll-bot-token' }, { kind: 'mining', allowedOrigins: ['*'] });
}, 120_000);

afterAll(async () => {
  await db.close();
});

const ask = async (userId: number): Promise<unknown> => {
  const response = await controlRequest(app, `/sandbox/external-wallet?userId=${String(userId)}`);
  expect(response.status).toBe(200);
  return response.json();
};

describe("the host page's wallet poll", () => {
  it('makes the wallet on the first ask and only reads it afterwards', async () => {
    const userId = 93_000_001;
    transactions = 0;
    const first = await ask(userId);
    expect(transactions).toBeGreaterThan(0);
    const afterFirst = transactions;
    expect(first).toMatchObject({ pending: [] });
    const stored = await db.query<{ balance_units: string }>('select balance_units::text from sandbox_external_wallets where user_id = $1', [userId]);
    expect(BigInt(stored.rows[0]!.balance_units)).toBe(EXTERNAL_WALLET_START_UNITS);

    const later = [await ask(userId), await ask(userId), await ask(userId)];
    expect(transactions).toBe(afterFirst);
    for (const answer of later) expect(answer).toEqual(first);
  });
});
