/**
 * runOnce on a real PostgreSQL server, where requests with one key really run at the same time:
 * the duplicates block on the key's row until the first commits, then replay its answer; one that
 * waits too long answers 'in progress' and leaves nothing behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
