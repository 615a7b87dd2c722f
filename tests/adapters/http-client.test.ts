/**
 * The HTTP adapter against the real sandbox over loopback: headers, the messenger gate, failover
 * with a persisted choice, the slow-call threshold, one execution per idempotency key across a
 * failover, silent aborts and contract checking.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createHttpClient, ONLY_IN_MESSENGER } from '../../adapters/http/client';
import { endpoint } from '../../adapters/http/contract/endpoint';
import { mainContract } from '../../adapters/http/contract/main';
import { createHttpWalletApi } from '../../adapters/http/wallet-api';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { ApiError, type ApiFailure } from '../../domain/shared/api-failure';
import type { Storage } from '../../domain/shared/storage';
import type { SandboxDeps, SandboxEnv } from '../../sandbox/platform/deps';
import { mountMoving } from '../../sandbox/platform/http/contract-route';
import { authMiddleware } from '../../sandbox/platform/http/auth';
import { startSandbox, type SandboxHandle } from '../../sandbox/server';
import { aliceInitData } from '../sandbox/platform-support';
import { memoryBackend, silentLogger } from '../support/memory-storage';
import { STORAGE_KEYS } from '../../domain/storage-keys';

/** A value-moving test call: counts executions in the real store, so "executed once" is observable. */
const bump = endpoint({
  method: 'POST',
  path: '/test/bump',
  summary: 'test only',
  query: undefined,
  body: z.object({ by: z.number().int() }),
  response: z.object({ total: z.number().int() }),
  movesValue: true,
});
const broken = endpoint({ method: 'GET', path: '/test/broken', summary: 'test only', query: undefined, body: undefined, response: z.object({ ok: z.literal(true) }) });

function bumpServer(deps: SandboxDeps): Hono {
  const app = new Hono<SandboxEnv>();
  app.use('*', authMiddleware(deps));
  mountMoving(app, deps, bump, async ({ body, tx }) => {
    await tx.query('create table if not exists test_bumps (n int)');
    await tx.query('insert into test_bumps (n) values ($1)', [body.by]);
    const rows = await tx.query<{ total: number }>('select coalesce(sum(n), 0)::int as total from test_bumps');
    return { total: rows.rows[0]?.total ?? 0 };
  });
  app.get('/test/broken', (c) => c.json({ ok: 'not quite' }));
  return app as unknown as Hono;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.failure;
    throw error;
  }
  throw new Error('expected a failure');
}

let sandbox: SandboxHandle;
let initData: string;
let storage: Storage;

beforeAll(async () => {
  sandbox = await startSandbox({ extraServers: { bumpA: bumpServer, bumpB: bumpServer } });
  initData = aliceInitData(sandbox.deps);
});
afterAll(async () => {
  await sandbox?.close();
});
beforeEach(() => {
  storage = createLocalStorage(memoryBackend(), silentLogger());
});

function client(servers: string[], overrides: { slowMs?: number; timeoutMs?: number; initData?: string | null; fetch?: typeof fetch } = {}) {
  return createHttpClient({
    backend: 'main',
    servers,
    timeoutMs: overrides.timeoutMs ?? 5_000,
    slowMs: overrides.slowMs ?? 4_000,
    storage,
    logger: silentLogger(),
    initData: () => (overrides.initData === undefined ? initData : overrides.initData),
    ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
  });
}

describe('http client against the sandbox', () => {
  it('sends the init data and the client header, and the server accepts them', async () => {
    const api = createHttpWalletApi(client([sandbox.urls.mainPrimary]));
    const health = await client([sandbox.urls.mainPrimary]).call(mainContract.health);
    expect(health.ok).toBe(true);
    await expect(api.wallets()).resolves.toBeInstanceOf(Array);
  });

  it('outside the messenger fails with the gate message and makes no request', async () => {
    const spy = vi.fn(fetch);
    const failure = await failureOf(client([sandbox.urls.mainPrimary], { initData: null, fetch: spy }).call(mainContract.tgUserWallets));
    expect(failure).toEqual({ type: 'unauthorized', message: ONLY_IN_MESSENGER });
    expect(spy).not.toHaveBeenCalled();
  });

  it('forged init data is refused with 401 and the server message', async () => {
    const forged = initData.replace(/hash=[0-9a-f]+/, `hash=${'0'.repeat(64)}`);
    const failure = await failureOf(client([sandbox.urls.mainPrimary], { initData: forged }).call(mainContract.tgUserWallets));
    expect(failure).toMatchObject({ type: 'unauthorized', message: ONLY_IN_MESSENGER });
  });

  it('fails over to the backup when the primary is down, and keeps using it from then on', async () => {
    const servers = [sandbox.urls.mainPrimary, sandbox.urls.mainBackup];
    await sandbox.stop('mainPrimary');
    try {
      const wallets = await createHttpWalletApi(client(servers)).wallets();
      expect(wallets.length).toBeGreaterThan(0);
      expect(storage.get(STORAGE_KEYS.activeServer)).toEqual({ main: sandbox.urls.mainBackup });
      // A fresh client (a reload) with the same storage goes to the backup first.
      const seen: string[] = [];
      const spy: typeof fetch = (input, init) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      };
      await createHttpWalletApi(client(servers, { fetch: spy })).wallets();
      expect(seen).toHaveLength(1);
      expect(seen[0]).toContain(sandbox.urls.mainBackup);
    } finally {
      await sandbox.start('mainPrimary');
    }
  });

  it('gives up with "unreachable" when every server fails', async () => {
    await sandbox.stop('mainPrimary');
    await sandbox.stop('mainBackup');
    try {
      const failure = await failureOf(client([sandbox.urls.mainPrimary, sandbox.urls.mainBackup]).call(mainContract.tgUserWallets));
      expect(failure).toEqual({ type: 'unreachable' });
    } finally {
      await sandbox.start('mainPrimary');
      await sandbox.start('mainBackup');
    }
  });

  it('a slow primary makes the call fail over after the slow threshold', async () => {
    sandbox.setResponseDelay('mainPrimary', 1_500);
    try {
      const wallets = await createHttpWalletApi(client([sandbox.urls.mainPrimary, sandbox.urls.mainBackup], { slowMs: 300 })).wallets();
      expect(wallets.length).toBeGreaterThan(0);
      expect(storage.get(STORAGE_KEYS.activeServer)).toEqual({ main: sandbox.urls.mainBackup });
    } finally {
      sandbox.setResponseDelay('mainPrimary', 0);
    }
  });

  it('a value-moving call retried across a failover executes once', async () => {
    const servers = [sandbox.urls.bumpA!, sandbox.urls.bumpB!];
    const http = client(servers, { slowMs: 300 });
    // A executes but holds its answer past the slow threshold; the client retries on B with the same key.
    sandbox.setResponseDelay('bumpA', 1_000);
    try {
      const first = await http.call(bump, { body: { by: 5 }, idempotencyKey: 'key-across-failover-1' });
      expect(first.total).toBe(5);
    } finally {
      sandbox.setResponseDelay('bumpA', 0);
    }
    // Same key again, anywhere: the first answer, no new execution.
    const again = await client([servers[0]!]).call(bump, { body: { by: 5 }, idempotencyKey: 'key-across-failover-1' });
    expect(again.total).toBe(5);
    const next = await client([servers[0]!]).call(bump, { body: { by: 1 }, idempotencyKey: 'key-across-failover-2' });
    expect(next.total).toBe(6);
  });

  it('a newer call with the same request id aborts the earlier one silently', async () => {
    sandbox.setResponseDelay('mainPrimary', 400);
    try {
      const http = client([sandbox.urls.mainPrimary]);
      const first = http.call(mainContract.tgUserWallets, { requestId: 'wallets' });
      const second = http.call(mainContract.tgUserWallets, { requestId: 'wallets' });
      expect(await failureOf(first)).toEqual({ type: 'aborted' });
      await expect(second).resolves.toBeInstanceOf(Array);
    } finally {
      sandbox.setResponseDelay('mainPrimary', 0);
    }
  });

  it('an answer outside the contract is a typed failure, not a crash', async () => {
    const failure = await failureOf(client([sandbox.urls.bumpA!]).call(broken));
    expect(failure.type).toBe('contract');
  });

  it('a refusal carries the server message and the field path', async () => {
    const failure = await failureOf(client([sandbox.urls.bumpA!]).call(bump, { body: { by: 1.5 }, idempotencyKey: 'key-bad-body-1' }));
    expect(failure).toMatchObject({ type: 'rejected', status: 400, path: ['by'] });
  });
});
