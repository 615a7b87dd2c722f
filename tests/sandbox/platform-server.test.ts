/**
 * The sandbox as the app meets it: three listening ports over loopback, health, the OpenAPI
 * document, CORS, JSON for unknown paths, and the failover controls (stop/start, held answers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../adapters/http/contract/common';
import { mainContract } from '../../adapters/http/contract/main';
import { miningContract } from '../../sandbox/mining/features';
import type { Db } from '../../sandbox/platform/store/database';
import { createApp } from '../../sandbox/app';
import { manualClock } from '../support/manual-clock';
import { manualSandboxClock } from '../support/manual-sandbox-clock';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import { SANDBOX_BOT_TOKEN } from '../../sandbox/platform/seed-users';
import { startSandbox, type SandboxHandle } from '../../sandbox/server';
import { aliceInitData, initDataFor, isSettled, send, START_TIMEOUT_MS, until } from './platform-support';

const APP_ORIGIN = 'http://127.0.0.1:5180';
let sandbox: SandboxHandle;

beforeAll(async () => {
  sandbox = await startSandbox({ allowedOrigins: [APP_ORIGIN] });
}, START_TIMEOUT_MS);
afterAll(async () => {
  await sandbox?.close();
});

describe('health and the OpenAPI document', () => {
  it('answers /health on each of the three ports without init data', async () => {
    expect(await send(`${sandbox.urls.mainPrimary}/health`)).toMatchObject({ status: 200, body: { ok: true, service: 'main' } });
    expect(await send(`${sandbox.urls.mainBackup}/health`)).toMatchObject({ status: 200, body: { ok: true, service: 'main' } });
    expect(await send(`${sandbox.urls.mining}/health`)).toMatchObject({ status: 200, body: { ok: true, service: 'mining' } });
  });

  it('listens on three distinct loopback ports', () => {
    const urls = [sandbox.urls.mainPrimary, sandbox.urls.mainBackup, sandbox.urls.mining];
    expect(new Set(urls).size).toBe(3);
    for (const url of urls) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('publishes OpenAPI 3.1 listing every path of the main contract, with the server it was fetched from', async () => {
    const { status, body } = await send(`${sandbox.urls.mainBackup}/openapi.json`);
    expect(status).toBe(200);
    const document = body as { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0]?.url).toBe(sandbox.urls.mainBackup);
    for (const call of Object.values(mainContract)) {
      expect(document.paths[call.path], call.path).toHaveProperty(call.method.toLowerCase());
    }
    expect(Object.keys(document.paths).length).toBe(new Set(Object.values(mainContract).map((call) => call.path)).size);
  });

  it('publishes the mining contract on the mining port', async () => {
    const { body } = await send(`${sandbox.urls.mining}/openapi.json`);
    const document = body as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).sort()).toEqual([...new Set(Object.values(miningContract).map((call) => call.path))].sort());
  });
});

describe('what the main API mounts', () => {
  it('serves the wallet routes behind init data, on both main ports', async () => {
    for (const url of [sandbox.urls.mainPrimary, sandbox.urls.mainBackup]) {
      expect((await send(`${url}${mainContract.tgUserWallets.path}`)).status).toBe(401);
      const answer = await send(`${url}${mainContract.tgUserWallets.path}`, { initData: aliceInitData(sandbox.deps) });
      expect(answer.status).toBe(200);
      expect(mainContract.tgUserWallets.response.safeParse(answer.body).success).toBe(true);
    }
  });

  it("serves each backend's simulation controls under /sandbox without init data, on its own API", async () => {
    expect((await send(`${sandbox.urls.mainPrimary}/sandbox/users`, { headers: sandboxControlHeaders })).status).toBe(200);
    expect((await send(`${sandbox.urls.mining}/sandbox/users`, { headers: sandboxControlHeaders })).status).toBe(404);
    expect((await send(`${sandbox.urls.mining}/sandbox/external-wallet?userId=1001`, { headers: sandboxControlHeaders })).status).toBe(200);
    expect((await send(`${sandbox.urls.mainPrimary}/sandbox/external-wallet?userId=1001`, { headers: sandboxControlHeaders })).status).toBe(404);
  });
});

describe('unknown paths and errors', () => {
  it('answers 404 JSON to an authenticated call of an unknown path', async () => {
    const answer = await send(`${sandbox.urls.mainPrimary}/no-such-call`, { initData: aliceInitData(sandbox.deps) });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Not found', code: 'not-found' });
    expect(answer.headers.get('content-type')).toContain('application/json');
  });

  it('answers an unexpected failure with a bare 500 JSON, no stack trace', async () => {
    const brokenDb = { query: () => Promise.reject(new Error('db down at /secret/path')) } as unknown as Db;
    const clock = manualClock(Date.UTC(2025, 3, 10));
    const deps = { db: brokenDb, clock: manualSandboxClock(clock), realClock: clock, botToken: SANDBOX_BOT_TOKEN };
    const app = createApp(deps, { kind: 'main', allowedOrigins: ['*'] });
    const response = await app.request('/tgUserWallets', { headers: { [HEADERS.initData]: aliceInitData(deps) } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Server error', code: 'internal' });
    expect(text).not.toContain('secret');
  });

  it('asks for init data before saying whether a path exists', async () => {
    const answer = await send(`${sandbox.urls.mining}/no-such-call`);
    expect(answer.status).toBe(401);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${sandbox.urls.mainPrimary}${mainContract.transfer.path}`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': `${HEADERS.initData},${HEADERS.client},${HEADERS.idempotencyKey},${HEADERS.walletIndex},content-type`,
      },
    });

  it('answers a preflight from the app origin with the custom headers, without init data', async () => {
    const response = await preflight(APP_ORIGIN);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
    for (const header of [HEADERS.initData, HEADERS.client, HEADERS.idempotencyKey, HEADERS.walletIndex, 'content-type']) {
      expect(allowed).toContain(header.toLowerCase());
    }
    const methods = (response.headers.get('access-control-allow-methods') ?? '').split(',');
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'OPTIONS']));
  });

  it('does not allow another origin', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks real answers (errors included) for the app origin', async () => {
    const health = await send(`${sandbox.urls.mainPrimary}/health`, { headers: { Origin: APP_ORIGIN } });
    expect(health.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const refused = await send(`${sandbox.urls.mainPrimary}/tgUserWallets`, { headers: { Origin: APP_ORIGIN } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    // Answers differ by Origin, so a cache keeps them apart; once, preflights included.
    for (const answer of [health, refused, await preflight(APP_ORIGIN), await preflight('https://evil.example')]) expect(answer.headers.get('vary')).toBe('Origin');
  });

  it('answers a preflight with no body and the time a browser may keep it', async () => {
    const response = await preflight(APP_ORIGIN);
    expect(response.headers.get('access-control-max-age')).toBe('600');
    expect(response.headers.get('content-type')).toBeNull();
    expect(await response.text()).toBe('');
  });
});

describe('nosniff on every answer', () => {
  it('marks answers, refusals, errors, preflights and logos with X-Content-Type-Options: nosniff', async () => {
    const brokenDb = { query: () => Promise.reject(new Error('db down')) } as unknown as Db;
    const clock = manualClock(Date.UTC(2025, 3, 10));
    const brokenDeps = { db: brokenDb, clock: manualSandboxClock(clock), realClock: clock, botToken: SANDBOX_BOT_TOKEN };
    const broken = createApp(brokenDeps, { kind: 'main', allowedOrigins: [APP_ORIGIN] });
    const answers = [
      await fetch(`${sandbox.urls.mainPrimary}/health`),
      await fetch(`${sandbox.urls.mining}/openapi.json`),
      await fetch(`${sandbox.urls.mainPrimary}/tgUserWallets`),
      await fetch(`${sandbox.urls.mainPrimary}/tgUserWallets`, { headers: { [HEADERS.initData]: aliceInitData(sandbox.deps) } }),
      await fetch(`${sandbox.urls.mainPrimary}/no-such-call`, { headers: { [HEADERS.initData]: aliceInitData(sandbox.deps) } }),
      await fetch(`${sandbox.urls.mainPrimary}/assets/tokens/USDT.svg`),
      await fetch(`${sandbox.urls.mainPrimary}/tgUserWallets`, { method: 'OPTIONS', headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'GET' } }),
      await broken.request('/tgUserWallets', { headers: { [HEADERS.initData]: aliceInitData(brokenDeps) } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 200, 404, 200, 204, 500]);
    for (const answer of answers) expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('failover controls', () => {
  it('stop() closes one listener only, and start() brings it back on the same port', async () => {
    const primary = sandbox.urls.mainPrimary;
    // A pooled keep-alive connection must not keep a stopped server answering.
    expect((await send(`${primary}/health`)).status).toBe(200);
    await sandbox.stop('mainPrimary');
    try {
      await expect(fetch(`${primary}/health`)).rejects.toThrow();
      expect((await send(`${sandbox.urls.mainBackup}/health`)).status).toBe(200);
      expect((await send(`${sandbox.urls.mining}/health`)).status).toBe(200);
    } finally {
      await sandbox.start('mainPrimary');
    }
    expect(sandbox.urls.mainPrimary).toBe(primary);
    expect(await send(`${primary}/health`)).toMatchObject({ status: 200, body: { ok: true, service: 'main' } });
  });

  it('setResponseDelay lets the server do the work and holds the answer', async () => {
    const newcomer = { id: 424_242, first_name: 'Held' };
    const lastSeen = async (): Promise<boolean> =>
      (await sandbox.deps.db.query('SELECT 1 FROM users WHERE id = $1', [newcomer.id])).rows.length === 1;
    expect(await lastSeen()).toBe(false);

    sandbox.setResponseDelay('mainBackup', 1_500);
    try {
      const answer = send(`${sandbox.urls.mainBackup}/no-such-call`, { initData: initDataFor(sandbox.deps, newcomer) });
      // The work (authentication records the caller) is done...
      await until(lastSeen);
      // ...while the answer is still held back.
      expect(await isSettled(answer)).toBe(false);
      // Other servers are not affected.
      expect((await send(`${sandbox.urls.mainPrimary}/health`)).status).toBe(200);
      expect((await answer).status).toBe(404);
    } finally {
      sandbox.setResponseDelay('mainBackup', 0);
    }
    expect((await send(`${sandbox.urls.mainBackup}/health`)).status).toBe(200);
  });

  it('refuses to control a server it does not have', async () => {
    await expect(sandbox.stop('nope')).rejects.toThrow(/unknown sandbox server/);
  });
});
