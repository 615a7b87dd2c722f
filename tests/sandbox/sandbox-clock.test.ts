/**
 * The sandbox clock in a running sandbox (issue 19): the database's time plus the shared offset,
 * read and moved through GET/POST /sandbox/clock on either API and through the host page's server;
 * forward only; what the mining values take; and what it must not move: init data is signed and
 * checked in real time, so moving the sandbox days on logs nobody out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordContract } from '../../adapters/http/contract/mining/record';
import { hostServer } from '../../sandbox/host/server';
import { signInitData } from '../../sandbox/platform/auth/init-data';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { startSandbox, type SandboxHandle } from '../../sandbox/server';
import { freePorts } from '../e2e/support/free-ports';
import { send, START_TIMEOUT_MS } from './platform-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface ClockAnswer {
  readonly now: string;
  readonly aheadMs: number;
}

let sandbox: SandboxHandle<'host'>;

beforeAll(async () => {
  const [mining] = await freePorts(1);
  sandbox = await startSandbox({
    ports: { mining },
    extraServers: {
      host: (deps: SandboxDeps) =>
        hostServer(deps, { appUrl: 'http://127.0.0.1:5999/', mainApiUrl: 'http://127.0.0.1:9', miningApiUrl: `http://127.0.0.1:${String(mining)}`, botToken: deps.botToken }),
    },
  });
}, START_TIMEOUT_MS);
afterAll(async () => {
  await sandbox?.close();
});

async function readClock(url: string): Promise<number> {
  const answer = await send(`${url}/sandbox/clock`, { headers: sandboxControlHeaders });
  expect(answer.status).toBe(200);
  return Date.parse((answer.body as ClockAnswer).now);
}

const moveClock = (url: string, move: unknown, headers: Record<string, string> = sandboxControlHeaders) =>
  send(`${url}/sandbox/clock`, { method: 'POST', body: move, headers });

/** Init data signed now in real time, as the messenger signs it. */
const initDataOf = (id: number): string => signInitData({ botToken: sandbox.deps.botToken, user: { id, first_name: `Clock ${id}` }, authDate: new Date() });

async function mining(path: string, id: number, options: { method?: 'GET' | 'POST'; key?: string } = {}) {
  return send(`${sandbox.urls.mining}${path}`, {
    method: options.method ?? 'POST',
    initData: initDataOf(id),
    ...(options.method === 'GET' ? {} : { body: {} }),
    ...(options.key ? { idempotencyKey: options.key } : {}),
  });
}

describe('the sandbox clock', () => {
  it('reads the database’s time on both APIs, in step with real time, never going back', async () => {
    const answer = await send(`${sandbox.urls.mainPrimary}/sandbox/clock`, { headers: sandboxControlHeaders });
    expect(Math.abs((answer.body as ClockAnswer).aheadMs)).toBeLessThan(5_000);
    const first = await readClock(sandbox.urls.mainPrimary);
    const second = await readClock(sandbox.urls.mining);
    expect(Math.abs(first - Date.now())).toBeLessThan(5_000);
    expect(second).toBeGreaterThanOrEqual(first);
  });

  it('moves forward by advanceMs through one API, and every API and the host page see it', async () => {
    const before = await readClock(sandbox.urls.mining);
    const moved = await moveClock(sandbox.urls.mining, { advanceMs: DAY });
    expect(moved.status).toBe(200);
    const after = Date.parse((moved.body as ClockAnswer).now);
    expect(after - before).toBeGreaterThanOrEqual(DAY);
    expect(after - before).toBeLessThan(DAY + 5_000);
    expect((moved.body as ClockAnswer).aheadMs).toBeGreaterThan(DAY - 5_000);
    expect(await readClock(sandbox.urls.mainPrimary)).toBeGreaterThanOrEqual(after);
    expect(await readClock(sandbox.urls.mainBackup)).toBeGreaterThanOrEqual(after);
    const throughHost = await send(`${sandbox.urls.host}/clock`, { headers: sandboxControlHeaders });
    expect(Date.parse((throughHost.body as ClockAnswer).now)).toBeGreaterThanOrEqual(after);
    // The host page's own move goes to the same clock.
    const hostMove = await send(`${sandbox.urls.host}/clock`, { method: 'POST', body: { advanceMs: HOUR }, headers: sandboxControlHeaders });
    expect(hostMove.status).toBe(200);
    expect(await readClock(sandbox.urls.mainPrimary)).toBeGreaterThanOrEqual(after + HOUR);
  });

  it('moves to an instant ahead, and refuses an instant behind, leaving the clock where it was', async () => {
    const now = await readClock(sandbox.urls.mainPrimary);
    const target = now + 2 * HOUR;
    const moved = await moveClock(sandbox.urls.mainPrimary, { to: new Date(target).toISOString() });
    expect(moved.status).toBe(200);
    expect(Date.parse((moved.body as ClockAnswer).now) - target).toBeLessThan(5_000);
    const back = await moveClock(sandbox.urls.mining, { to: new Date(target - 60_000).toISOString() });
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({ code: 'invalid-value', path: ['to'] });
    expect(await readClock(sandbox.urls.mining)).toBeGreaterThanOrEqual(target);
  });

  it('refuses a bad move (400) and a move from another site (403), moving nothing', async () => {
    const before = await readClock(sandbox.urls.mining);
    for (const move of [{}, { advanceMs: -1 }, { advanceMs: 0.5 }, { advanceMs: 11 * 366 * DAY }, { to: 'soon' }, { advanceMs: 1, to: new Date().toISOString() }]) {
      const answer = await moveClock(sandbox.urls.mining, move);
      expect(answer.status, JSON.stringify(move)).toBe(400);
    }
    expect((await moveClock(sandbox.urls.mining, { to: new Date(before + 11 * 366 * DAY).toISOString() })).status).toBe(400);
    expect((await moveClock(sandbox.urls.mining, { advanceMs: DAY }, { origin: 'https://evil.example', ...sandboxControlHeaders })).status).toBe(403);
    expect((await moveClock(sandbox.urls.mining, { advanceMs: DAY }, {})).status).toBe(403);
    expect(await readClock(sandbox.urls.mining)).toBeLessThan(before + HOUR);
  });

  it('is the time mining values take: a claim pays the hours the clock moved, the storage fills at 6 h', async () => {
    const id = 7_300_001;
    expect((await mining(recordContract.createUserMining.path, id)).status).toBe(200);
    await moveClock(sandbox.urls.mining, { advanceMs: 2 * HOUR });
    const claim = await mining(recordContract.claimMining.path, id, { key: 'clock-claim-0001' });
    expect(claim.status).toBe(200);
    const claimed = Number((claim.body as { claimedAmount: string }).claimedAmount);
    expect(claimed).toBeGreaterThanOrEqual(2);
    expect(claimed).toBeLessThan(2.01);
    expect(Date.parse((claim.body as { serverTime: string }).serverTime)).toBeGreaterThanOrEqual(await readClock(sandbox.urls.mining) - 5_000);
    await moveClock(sandbox.urls.mining, { advanceMs: 7 * HOUR });
    const record = await mining(recordContract.getUserMining.path, id, { method: 'GET' });
    expect(record.body).toMatchObject({ mining: { status: 'full', miningAmount: '6' } });
  });

  it('does not move real time: init data signed now stays valid days on, and the host page signs in real time', async () => {
    const id = 7_300_002;
    const signed = initDataOf(id);
    await moveClock(sandbox.urls.mining, { advanceMs: 3 * DAY });
    const created = await send(`${sandbox.urls.mining}${recordContract.createUserMining.path}`, { method: 'POST', initData: signed, body: {} });
    expect(created.status).toBe(200);
    const launch = await send(`${sandbox.urls.host}/launch?user=alice`);
    expect(launch.status).toBe(200);
    const authDate = Number(new URLSearchParams((launch.body as { initData: string }).initData).get('auth_date')) * 1000;
    expect(Math.abs(authDate - Date.now())).toBeLessThan(60_000);
    // Past the init-data check: alice has no mining record yet, which is a 404, not a 401.
    const answer = await send(`${sandbox.urls.mining}${recordContract.getUserMining.path}`, { initData: (launch.body as { initData: string }).initData });
    expect(answer).toMatchObject({ status: 404, body: { code: 'no-mining' } });
  });
});
