/**
 * Value-moving calls run once per Idempotency-Key, across ports: retries replay, concurrent
 * duplicates wait for the first and replay it, a reused key with another request is a 409, and a
 * failed (5xx) attempt leaves the key free for a retry. The key commits in the handler's own
 * transaction, with its answer. A made-up endpoint counts its executions.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../adapters/http/contract/endpoint';
import type { SandboxDeps, SandboxEnv } from '../../sandbox/platform/deps';
import { authMiddleware } from '../../sandbox/platform/http/auth';
import { mount, mountMoving } from '../../sandbox/platform/http/contract-route';
import { inProgressAnswer, runOnce } from '../../sandbox/platform/http/idempotency';
import type { Tx } from '../../sandbox/platform/store/database';
import { startSandbox, type SandboxHandle } from '../../sandbox/server';
import { SEED_USERS } from '../../sandbox/platform/seed-users';
import { aliceInitData, initDataFor, isSettled, send, START_TIMEOUT_MS, until } from './platform-support';
import { deferred, type Deferred } from '../support/deferred';

const pay = endpoint({
  method: 'POST',
  path: '/test/pay',
  summary: 'test only: moves value, counts executions',
  query: undefined,
  body: z.object({ amount: z.number().int().positive() }),
  response: z.object({ execution: z.number().int(), amount: z.number().int() }),
  movesValue: true,
});
const refund = endpoint({ ...pay, path: '/test/refund' });

/** What the test controls in the made-up endpoint. */
const world = {
  executions: 0,
  arrivals: 0,
  /** When set, the handler waits for it before answering. */
  gate: null as Deferred<void> | null,
  /** When set, each arrival is announced here. */
  onArrival: null as ((count: number) => void) | null,
  failNext: false,
};

function payServer(deps: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  // Counted before auth: on PGlite a request's first statement (the auth upsert) queues behind a
  // transaction that is running, so arriving and reaching the store are not the same moment.
  app.use('*', async (_context, next) => {
    world.arrivals += 1;
    world.onArrival?.(world.arrivals);
    await next();
  });
  app.use('*', authMiddleware(deps));
  const handler = async ({ body }: { body: { amount: number } }) => {
    world.executions += 1;
    const execution = world.executions;
    if (world.gate) await world.gate.promise;
    if (world.failNext) {
      world.failNext = false;
      throw new Error('simulated crash');
    }
    return { execution, amount: body.amount };
  };
  mountMoving(app, deps, pay, handler);
  mountMoving(app, deps, refund, handler);
  return app;
}

let sandbox: SandboxHandle<'payA' | 'payB'>;
let initData: string;
let keyCounter = 0;
const freshKey = (): string => `test-key-${process.pid}-${(keyCounter += 1)}`;

beforeAll(async () => {
  sandbox = await startSandbox({ extraServers: { payA: payServer, payB: payServer } });
  initData = aliceInitData(sandbox.deps);
}, START_TIMEOUT_MS);
afterAll(async () => {
  await sandbox?.close();
});
beforeEach(() => {
  world.executions = 0;
  world.arrivals = 0;
  world.gate = null;
  world.onArrival = null;
  world.failNext = false;
});

const post = (server: 'payA' | 'payB', key: string | undefined, body: unknown = { amount: 5 }, path = pay.path, auth = initData) =>
  send(`${sandbox.urls[server]}${path}`, { initData: auth, body, ...(key ? { idempotencyKey: key } : {}) });

/** A user row id per key, so a handler's write can be looked for afterwards. */
const idOf = (key: string): number => 900_000 + Number(key.split('-').pop());

async function userNamed(key: string): Promise<boolean> {
  return (await sandbox.deps.db.query('SELECT 1 FROM users WHERE id = $1', [idOf(key)])).rows.length === 1;
}

async function keyRow(key: string): Promise<{ status: string } | undefined> {
  const { rows } = await sandbox.deps.db.query<{ status: string }>('SELECT status FROM idempotency_keys WHERE key = $1', [key]);
  return rows[0];
}

describe('one execution per key', () => {
  it('replays the first answer to a retry, on the same port or the other', async () => {
    const key = freshKey();
    const first = await post('payA', key);
    expect(first).toMatchObject({ status: 200, body: { execution: 1, amount: 5 } });
    expect(await post('payA', key)).toMatchObject({ status: 200, body: first.body });
    expect(await post('payB', key)).toMatchObject({ status: 200, body: first.body });
    expect(world.executions).toBe(1);
    expect(await keyRow(key)).toEqual({ status: 'done' });
  });

  it('executes concurrent duplicates through two ports once; the second waits for the first', async () => {
    const key = freshKey();
    const bothArrived = deferred();
    world.gate = bothArrived;
    world.onArrival = (count) => {
      // A moment more so the second request reaches its claim while the first is still pending
      // (if it does not, it replays a done row: the outcome asserted below is the same).
      if (count === 2) setTimeout(() => bothArrived.resolve(), 100);
    };
    const [a, b] = await Promise.all([post('payA', key), post('payB', key)]);
    expect(a.status).toBe(200);
    expect(b).toEqual({ ...b, status: 200, body: a.body });
    expect(world.arrivals).toBe(2);
    expect(world.executions).toBe(1);
  });

  it('answers the failover retry with the primary’s result while the primary holds its answer', async () => {
    const key = freshKey();
    sandbox.setResponseDelay('payA', 2_000);
    try {
      const primary = post('payA', key, { amount: 7 });
      await until(async () => (await keyRow(key))?.status === 'done');
      expect(await isSettled(primary)).toBe(false);
      const backup = await post('payB', key, { amount: 7 });
      expect(backup).toMatchObject({ status: 200, body: { execution: 1, amount: 7 } });
      expect((await primary).body).toEqual(backup.body);
    } finally {
      sandbox.setResponseDelay('payA', 0);
    }
    expect(world.executions).toBe(1);
  });

  it('keeps keys per user: the same key from another user is another request', async () => {
    const key = freshKey();
    const bob = SEED_USERS[1]!;
    await post('payA', key);
    const other = await post('payA', key, { amount: 5 }, pay.path, initDataFor(sandbox.deps, { id: bob.id, first_name: bob.firstName }));
    expect(other).toMatchObject({ status: 200, body: { execution: 2 } });
    expect(world.executions).toBe(2);
  });
});

describe('refusals', () => {
  it('answers 409 to the same key with another body, without executing', async () => {
    const key = freshKey();
    await post('payA', key, { amount: 5 });
    const reused = await post('payB', key, { amount: 6 });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'idempotency-key-reused', message: expect.any(String) });
    expect(world.executions).toBe(1);
  });

  it('answers 409 to the same key on another call', async () => {
    const key = freshKey();
    await post('payA', key, { amount: 5 });
    expect(await post('payA', key, { amount: 5 }, refund.path)).toMatchObject({ status: 409, body: { code: 'idempotency-key-reused' } });
    expect(world.executions).toBe(1);
  });

  it('requires a key on a value-moving call', async () => {
    expect(await post('payA', undefined)).toMatchObject({ status: 400, body: { code: 'idempotency-key-required' } });
    expect(world.executions).toBe(0);
  });

  it('does not keep a 5xx answer: a retry with the key executes again', async () => {
    const key = freshKey();
    world.failNext = true;
    const failed = await post('payA', key);
    expect(failed).toMatchObject({ status: 500, body: { message: 'Server error' } });
    expect(JSON.stringify(failed.body)).not.toContain('simulated crash');
    expect(await keyRow(key)).toBeUndefined();
    expect(await post('payB', key)).toMatchObject({ status: 200, body: { execution: 2 } });
    expect(world.executions).toBe(2);
  });
});

describe('runOnce', () => {
  const scope = (key: string) => ({ userId: SEED_USERS[0]!.id, key, route: 'POST /direct', fingerprint: 'f1' });

  it('gives up waiting after the bound with idempotency-key-in-progress, and the first still completes', async () => {
    const key = freshKey();
    const release = deferred();
    let runs = 0;
    const first = runOnce(sandbox.deps, scope(key), async () => {
      runs += 1;
      await release.promise;
      return { status: 200, body: { ok: 1 } };
    });
    // The first holds its transaction (and on PGlite the store) until released.
    await until(() => runs === 1);
    const second = await runOnce(sandbox.deps, scope(key), async () => ({ status: 200, body: { ok: 2 } }), { waitMs: 100 });
    expect(second).toEqual(inProgressAnswer);
    release.resolve();
    expect(await first).toEqual({ status: 200, body: { ok: 1 } });
    expect(await runOnce(sandbox.deps, scope(key), async () => ({ status: 200, body: { ok: 3 } }))).toEqual({ status: 200, body: { ok: 1 } });
    expect(runs).toBe(1);
  });

  it('stores a final refusal (4xx) and replays it', async () => {
    const key = freshKey();
    const refusal = { status: 422, body: { message: 'Not enough balance', path: ['amount'] } };
    expect(await runOnce(sandbox.deps, scope(key), async () => refusal)).toEqual(refusal);
    expect(await runOnce(sandbox.deps, scope(key), async () => ({ status: 200, body: {} }))).toEqual(refusal);
  });

  it('commits the key with the handler’s writes, and rolls both back on a failure', async () => {
    const note = (tx: Tx, key: string) => tx.query(`INSERT INTO users (id, first_name, created_at) VALUES ($1, $2, now())`, [idOf(key), key]);
    const ok = freshKey();
    expect(await runOnce(sandbox.deps, scope(ok), async (tx) => (await note(tx, ok), { status: 200, body: { ok: true } }))).toEqual({ status: 200, body: { ok: true } });
    expect(await userNamed(ok)).toBe(true);
    expect(await keyRow(ok)).toEqual({ status: 'done' });

    const failed = freshKey();
    expect(await runOnce(sandbox.deps, scope(failed), async (tx) => (await note(tx, failed), { status: 500, body: {} }))).toEqual({ status: 500, body: {} });
    expect(await userNamed(failed)).toBe(false);
    expect(await keyRow(failed)).toBeUndefined();
  });

  it('keeps a refusal as the final answer but none of what the refused handler wrote', async () => {
    const key = freshKey();
    const refusal = { status: 422, body: { code: 'no' } };
    expect(await runOnce(sandbox.deps, scope(key), async (tx) => (await tx.query(`INSERT INTO users (id, first_name, created_at) VALUES ($1, 'x', now())`, [idOf(key)]), refusal))).toEqual(refusal);
    expect(await userNamed(key)).toBe(false);
    expect(await keyRow(key)).toEqual({ status: 'done' });
  });

  it('refuses the store itself inside the key’s transaction, so a handler cannot write beside it', async () => {
    const key = freshKey();
    await expect(runOnce(sandbox.deps, scope(key), async () => (await sandbox.deps.db.query('SELECT 1'), { status: 200, body: {} }))).rejects.toThrow(/inside a transaction/);
    expect(await keyRow(key)).toBeUndefined();
  });

  it('refuses to mount a value-moving endpoint without its transaction', () => {
    expect(() => mount(new Hono<SandboxEnv>(), sandbox.deps, pay, async () => ({ execution: 0, amount: 1 }))).toThrow(/mountMoving/);
  });

  it('frees the key when the execution throws', async () => {
    const key = freshKey();
    await expect(runOnce(sandbox.deps, scope(key), () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await keyRow(key)).toBeUndefined();
  });
});
