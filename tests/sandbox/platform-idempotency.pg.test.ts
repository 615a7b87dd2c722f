/**
 * runOnce on a real PostgreSQL server, where requests with one key really run at the same time:
 * the duplicates block on the key's row until the first commits, then replay its answer; one that
 * waits too long answers 'in progress' and leaves nothing behind.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HEADERS } from '../../adapters/http/contract/common';
import { endpoint } from '../../adapters/http/contract/endpoint';
import type { SandboxEnv } from '../../sandbox/platform/deps';
import { mountMoving } from '../../sandbox/platform/http/contract-route';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { inProgressAnswer, runOnce, type Execute } from '../../sandbox/platform/http/idempotency';
import { postgresTestDeps } from '../support/postgres-db';
import { until } from './platform-support';
import { deferred } from '../support/deferred';

let deps: SandboxDeps;
let keys = 0;
const scope = () => ({ userId: 1001, key: `pg-key-${(keys += 1)}`, route: 'POST /direct', fingerprint: 'f' });

beforeAll(async () => {
  deps = await postgresTestDeps();
  await deps.db.exec('CREATE TABLE executions (key text NOT NULL)');
}, 60_000);
afterAll(async () => {
  await deps?.db.close();
});

const executions = async (key: string): Promise<number> =>
  (await deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM executions WHERE key = $1', [key])).rows[0]!.n;

/** Records its execution in the key's transaction, slowly enough for the duplicates to pile up. */
const recording =
  (key: string): Execute =>
  async (tx) => {
    await tx.query('INSERT INTO executions (key) VALUES ($1)', [key]);
    await tx.query('SELECT pg_sleep(0.05)');
    return { status: 200, body: { key } };
  };

describe('runOnce on PostgreSQL', () => {
  it('executes one of many concurrent requests with one key, and the others replay its answer', async () => {
    const one = scope();
    const answers = await Promise.all(Array.from({ length: 8 }, () => runOnce(deps, one, recording(one.key))));
    expect(answers).toEqual(Array.from({ length: 8 }, () => ({ status: 200, body: { key: one.key } })));
    expect(await executions(one.key)).toBe(1);
  });

  it('runs requests with different keys side by side', async () => {
    const many = Array.from({ length: 6 }, scope);
    let running = 0;
    let most = 0;
    const overlapping =
      (key: string): Execute =>
      async (tx) => {
        running += 1;
        most = Math.max(most, running);
        try {
          return await recording(key)(tx);
        } finally {
          running -= 1;
        }
      };
    await Promise.all(many.map((s) => runOnce(deps, s, overlapping(s.key))));
    for (const s of many) expect(await executions(s.key)).toBe(1);
    // Nothing serialised them (PGlite would: most would be 1).
    expect(most).toBeGreaterThan(1);
  });

  it('answers in progress after the bound, and the waiting attempt leaves nothing behind', async () => {
    const one = scope();
    const release = deferred();
    let entered = false;
    const first = runOnce(deps, one, async (tx) => {
      entered = true;
      await release.promise;
      return recording(one.key)(tx);
    });
    await until(() => entered);
    expect(await runOnce(deps, one, recording(one.key), { waitMs: 200 })).toEqual(inProgressAnswer);
    release.resolve();
    expect(await first).toEqual({ status: 200, body: { key: one.key } });
    expect(await runOnce(deps, one, recording(one.key))).toEqual({ status: 200, body: { key: one.key } });
    expect(await executions(one.key)).toBe(1);
  });

  it('lets a duplicate execute when the first failed and rolled back', async () => {
    const one = scope();
    const release = deferred();
    let entered = false;
    const first = runOnce(deps, one, async (tx) => {
      entered = true;
      await tx.query('INSERT INTO executions (key) VALUES ($1)', [one.key]);
      await release.promise;
      return { status: 500, body: {} };
    });
    await until(() => entered);
    // Blocks on the key's row until the first rolls back, then executes itself.
    const second = runOnce(deps, one, recording(one.key));
    setTimeout(() => release.resolve(), 100);
    expect(await first).toEqual({ status: 500, body: {} });
    expect(await second).toEqual({ status: 200, body: { key: one.key } });
    expect(await executions(one.key)).toBe(1);
  });

  it('refuses the store itself inside the key’s transaction (it would write on another connection)', async () => {
    const one = scope();
    await expect(runOnce(deps, one, async () => (await deps.db.query('SELECT 1'), { status: 200, body: {} }))).rejects.toThrow(/inside a transaction/);
  });

  it('runs a value-moving call again when its handler meets a deadlock, instead of answering 500 (issue 43)', async () => {
    const move = endpoint({
      method: 'POST',
      path: '/test/move',
      summary: 'test only: deadlocks on its first run',
      query: undefined,
      body: z.object({ n: z.number().int() }),
      response: z.object({ runs: z.number().int() }),
      movesValue: true,
    });
    const app = new Hono<SandboxEnv>();
    app.use('*', async (context, next) => {
      context.set('user', { id: 1001, firstName: 'Alice', username: null, languageCode: 'en', isPremium: false });
      await next();
    });
    const key = `pg-move-${(keys += 1)}`;
    let runs = 0;
    mountMoving(app, deps, move, async ({ tx }) => {
      runs += 1;
      await tx.query('INSERT INTO executions (key) VALUES ($1)', [key]);
      // What PostgreSQL throws when it picks this transaction as a deadlock's victim.
      if (runs === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return { runs };
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const response = await app.request(move.path, { method: 'POST', headers: { 'content-type': 'application/json', [HEADERS.idempotencyKey]: key }, body: JSON.stringify({ n: 1 }) });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ runs: 2 });
    } finally {
      warn.mockRestore();
    }
    // The first run's write rolled back with it; the second's committed once.
    expect(await executions(key)).toBe(1);
  });
});
