/**
 * Init-data authentication over real HTTP: every refusal is a 401 JSON with the specification's
 * message and writes nothing; a valid signature admits the caller and records them; the caller's
 * identity never comes from anything but the signed data.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../adapters/http/contract/common';
import { mainContract } from '../../adapters/http/contract/main';
import { signInitData } from '../../sandbox/platform/auth/init-data';
import { databaseClock, systemClock } from '../../sandbox/platform/clock';
import { manualClock } from '../support/manual-clock';
import { openTestDb } from '../support/sandbox-db';
import { manualSandboxClock } from '../support/manual-sandbox-clock';
import type { SandboxDeps, SandboxEnv } from '../../sandbox/platform/deps';
import { authMiddleware, INIT_DATA_PROBLEM_HEADER, UNAUTHORIZED_MESSAGE } from '../../sandbox/platform/http/auth';
import { startSandbox, type SandboxHandle } from '../../sandbox/server';
import { SEED_USERS } from '../../sandbox/platform/seed-users';
import { alice, aliceInitData, initDataFor, send, START_TIMEOUT_MS } from './platform-support';

const NOW = Date.UTC(2025, 3, 10, 12, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;
const clock = manualClock(NOW);

/** Echoes who the server thinks is calling, whatever the request claims. */
function whoAmI(deps: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.use('*', authMiddleware(deps));
  app.all('*', (context) => context.json(context.get('user')));
  return app;
}

let sandbox: SandboxHandle<'whoami'>;

beforeAll(async () => {
  // One hand-moved clock for the sandbox's time and for real time (init data's age).
  sandbox = await startSandbox({ clock: manualSandboxClock(clock), realClock: clock, extraServers: { whoami: whoAmI } });
}, START_TIMEOUT_MS);
afterAll(async () => {
  await sandbox?.close();
});

async function tables(): Promise<{ users: unknown[]; keys: unknown[] }> {
  const users = await sandbox.deps.db.query('SELECT * FROM users ORDER BY id');
  const keys = await sandbox.deps.db.query('SELECT * FROM idempotency_keys ORDER BY user_id, key');
  return { users: users.rows, keys: keys.rows };
}

describe('seed users', () => {
  it('are in the store from the first open, once each, with fixed fields', async () => {
    const { rows } = await sandbox.deps.db.query<{ id: number; first_name: string; username: string; is_premium: boolean; created_at: Date }>(
      `SELECT id, first_name, username, is_premium, created_at FROM users WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [SEED_USERS.map((user) => user.id)],
    );
    expect(rows.map((row) => [row.id, row.first_name, row.username, row.is_premium])).toEqual(
      SEED_USERS.map((user) => [user.id, user.firstName, user.username, user.isPremium]),
    );
    expect(rows.map((row) => row.created_at.toISOString())).toEqual(SEED_USERS.map(() => '2025-01-01T00:00:00.000Z'));
  });
});

describe('refusals', () => {
  const user = { id: alice.id, first_name: alice.firstName, username: alice.username };
  const refusals: [string, () => string | null, string][] = [
    ['a missing header', () => null, 'init-data-missing'],
    ['garbage', () => 'not init data at all', 'init-data-no-hash'],
    ['a forged hash (signed with another bot token)', () => signInitData({ botToken: '1:other-token', user, authDate: new Date(NOW) }), 'init-data-bad-hash'],
    [
      'a tampered user field',
      () => {
        const params = new URLSearchParams(initDataFor(sandbox.deps, user));
        params.set('user', JSON.stringify({ ...user, id: SEED_USERS[1]!.id }));
        return params.toString();
      },
      'init-data-bad-hash',
    ],
    ['an auth_date older than 24 h', () => initDataFor(sandbox.deps, user, new Date(NOW - DAY_MS - 1_000)), 'init-data-expired'],
    ['a signature without a user', () => signInitData({ botToken: sandbox.deps.botToken, user, authDate: new Date(NOW) }).replace(/(^|&)user=[^&]*/, ''), 'init-data-bad-hash'],
  ];

  for (const [what, initData, problem] of refusals) {
    it(`refuses ${what} with 401 JSON and writes nothing`, async () => {
      const before = await tables();
      const answer = await send(`${sandbox.urls.mainPrimary}${mainContract.transfer.path}`, {
        initData: initData(),
        body: { to: 'x', amount: '1', tokenAddress: 'TON', chainId: 'TON', accountIndex: 0, dry: false },
        idempotencyKey: `key-for-${problem}-0001`,
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: UNAUTHORIZED_MESSAGE, code: 'unauthorized' });
      expect(answer.headers.get(INIT_DATA_PROBLEM_HEADER)).toBe(problem);
      expect(await tables()).toEqual(before);
    });
  }

  it('refuses on the mining port and the backup port alike', async () => {
    for (const url of [sandbox.urls.mining, sandbox.urls.mainBackup]) {
      const answer = await send(`${url}/anything`);
      expect(answer).toMatchObject({ status: 401, body: { message: 'Only possible to use inside telegram bot' } });
    }
  });

  it('accepts an auth_date just inside 24 h, by real time', async () => {
    const answer = await send(`${sandbox.urls.whoami}/`, { initData: initDataFor(sandbox.deps, user, new Date(NOW - DAY_MS + 1_000)) });
    expect(answer.status).toBe(200);
  });
});

describe('a valid signature', () => {
  it('admits a new user and records them with the clock time', async () => {
    const newcomer = { id: 5_550_001, first_name: 'Zoë "Z" & Co 🚀', last_name: "O'Hara", username: 'zoe', language_code: 'ru', is_premium: true };
    const answer = await send(`${sandbox.urls.whoami}/`, { initData: initDataFor(sandbox.deps, newcomer) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: newcomer.id, firstName: newcomer.first_name, username: 'zoe', languageCode: 'ru', isPremium: true });
    const { rows } = await sandbox.deps.db.query('SELECT * FROM users WHERE id = $1', [newcomer.id]);
    expect(rows).toEqual([
      {
        id: newcomer.id,
        first_name: newcomer.first_name,
        last_name: "O'Hara",
        username: 'zoe',
        language_code: 'ru',
        is_premium: true,
        created_at: new Date(NOW),
        last_seen_at: new Date(NOW),
      },
    ]);
  });

  it('updates last_seen_at of a known user and keeps created_at', async () => {
    clock.advance(60_000);
    try {
      const answer = await send(`${sandbox.urls.mainBackup}/no-such-call`, { initData: aliceInitData(sandbox.deps) });
      expect(answer.status).toBe(404);
      const { rows } = await sandbox.deps.db.query<{ created_at: Date; last_seen_at: Date }>('SELECT created_at, last_seen_at FROM users WHERE id = $1', [alice.id]);
      expect(rows[0]?.last_seen_at).toEqual(new Date(NOW + 60_000));
      expect(rows[0]?.created_at.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    } finally {
      clock.set(NOW);
    }
  });

  it('writes nothing for a caller seen within the minute with the same profile, and at once when the profile changes', async () => {
    const caller = { id: 515_151, first_name: 'Reader' };
    const version = async (): Promise<{ xmin: string; first_name: string } | undefined> =>
      (await sandbox.deps.db.query<{ xmin: string; first_name: string }>('SELECT xmin::text, first_name FROM users WHERE id = $1', [caller.id])).rows[0];
    expect((await send(`${sandbox.urls.mainBackup}/no-such-call`, { initData: initDataFor(sandbox.deps, caller) })).status).toBe(404);
    const first = await version();
    clock.advance(59_000);
    try {
      expect((await send(`${sandbox.urls.mainBackup}/no-such-call`, { initData: initDataFor(sandbox.deps, caller) })).status).toBe(404);
      expect(await version()).toEqual(first);
      expect((await send(`${sandbox.urls.mainBackup}/no-such-call`, { initData: initDataFor(sandbox.deps, { ...caller, first_name: 'Renamed' }) })).status).toBe(404);
      expect((await version())?.first_name).toBe('Renamed');
    } finally {
      clock.set(NOW);
    }
  });

  it('checks a string it accepted against the time on every call: the same init data is refused once 24 h old', async () => {
    const caller = { id: 515_252, first_name: 'Returning' };
    const initData = initDataFor(sandbox.deps, caller);
    expect((await send(`${sandbox.urls.whoami}/`, { initData })).status).toBe(200);
    clock.advance(DAY_MS + 1_000);
    try {
      const answer = await send(`${sandbox.urls.whoami}/`, { initData });
      expect(answer.status).toBe(401);
      expect(answer.headers.get(INIT_DATA_PROBLEM_HEADER)).toBe('init-data-expired');
    } finally {
      clock.set(NOW);
    }
    expect((await send(`${sandbox.urls.whoami}/`, { initData })).status).toBe(200);
  });

  it('records the callers of one turn with one clock reading and one statement, the last word of a caller who came twice', async () => {
    const statements: string[] = [];
    let clockReads = 0;
    const recording = {
      ...sandbox.deps,
      db: { ...sandbox.deps.db, query: ((sql, params) => (statements.push(sql), sandbox.deps.db.query(sql, params))) as typeof sandbox.deps.db.query },
      clock: { ...sandbox.deps.clock, read: (q: Parameters<typeof sandbox.deps.clock.read>[0]) => (clockReads++, sandbox.deps.clock.read(q)) },
    };
    const app = whoAmI(recording);
    const callers = Array.from({ length: 12 }, (_, index) => ({ id: 5_560_000 + index, first_name: `Turn ${String(index)} \\ "q" {a,b} NULL` }));
    const twice = callers[3]!;
    const calls = [...callers, { ...twice, first_name: 'Said last', username: 'last_word' }].map((user) =>
      app.request('/', { headers: { [HEADERS.initData]: initDataFor(sandbox.deps, user) } }),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual(calls.map(() => 200));
    expect(clockReads).toBe(1);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/INSERT INTO users/);
    const { rows } = await sandbox.deps.db.query<{ id: number; first_name: string; username: string | null; last_seen_at: Date }>(
      'SELECT id, first_name, username, last_seen_at FROM users WHERE id = ANY($1::bigint[]) ORDER BY id',
      [callers.map((user) => user.id)],
    );
    expect(rows.map((row) => [row.id, row.first_name, row.username])).toEqual(
      callers.map((user) => (user === twice ? [user.id, 'Said last', 'last_word'] : [user.id, user.first_name, null])),
    );
    expect(new Set(rows.map((row) => row.last_seen_at.getTime()))).toEqual(new Set([NOW]));
  });

  it('on the store’s clock, records a turn’s callers in one statement that reads the clock itself, and takes a move at the next request', async () => {
    const db = await openTestDb();
    try {
      const statements: string[] = [];
      const deps: SandboxDeps = {
        db: { ...db, query: ((sql, params) => (statements.push(sql), db.query(sql, params))) as typeof db.query },
        clock: databaseClock(),
        realClock: systemClock,
        botToken: sandbox.deps.botToken,
      };
      const app = whoAmI(deps);
      const callers = Array.from({ length: 5 }, (_, index) => ({ id: 5_570_000 + index, first_name: `Clocked ${String(index)}` }));
      const call = (user: (typeof callers)[number]) => app.request('/', { headers: { [HEADERS.initData]: initDataFor(deps, user) } });
      const seen = async (): Promise<number[]> =>
        (await db.query<{ last_seen_at: Date }>('SELECT last_seen_at FROM users WHERE id = ANY($1::bigint[]) ORDER BY id', [callers.map((user) => user.id)])).rows.map((row) =>
          row.last_seen_at.getTime(),
        );
      const before = await deps.clock.read(db);
      expect((await Promise.all(callers.map(call))).map((answer) => answer.status)).toEqual(callers.map(() => 200));
      const after = await deps.clock.read(db);
      expect(statements).toHaveLength(1);
      for (const at of await seen()) {
        expect(at).toBeGreaterThanOrEqual(before);
        expect(at).toBeLessThanOrEqual(after);
      }
      // Within the minute by real time, two minutes on by the sandbox's: the next request takes it.
      const moved = await deps.clock.moveBy(db, 2 * 60_000);
      expect((await call(callers[0]!)).status).toBe(200);
      expect((await seen())[0]).toBeGreaterThanOrEqual(moved);
      expect((await seen()).slice(1).every((at) => at <= after)).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('takes the user from the signed data only, never from the query or the body', async () => {
    const bob = SEED_USERS[1]!;
    const answer = await send(`${sandbox.urls.whoami}/?userId=${bob.id}&user=${bob.id}`, {
      initData: aliceInitData(sandbox.deps),
      body: { userId: bob.id, user: { id: bob.id } },
      headers: { 'x-user-id': String(bob.id) },
    });
    expect(answer.body).toMatchObject({ id: alice.id });
  });

  it('is not needed for /health, /openapi.json and preflights', async () => {
    expect((await send(`${sandbox.urls.mainPrimary}/health`)).status).toBe(200);
    expect((await send(`${sandbox.urls.mainPrimary}/openapi.json`)).status).toBe(200);
    const preflight = await fetch(`${sandbox.urls.mainPrimary}/balances`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5180', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
  });
});
