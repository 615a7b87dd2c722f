/**
 * No input makes a port slower for other users (issue 9, defect 2): while hostile requests are
 * being refused on the primary, the backup's /health still answers. The bound is generous (a busy
 * two-core machine); before the limits, a million-digit amount held every port for seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../adapters/http/contract/common';
import { mainContract } from '../../adapters/http/contract/main';
import { nativeToken, requireToken } from '../../sandbox/main/engine/token-catalogue';
import { startSandbox, type SandboxHandle } from '../../sandbox/server';
import { aliceInitData, START_TIMEOUT_MS } from './platform-support';
import { deferred } from '../support/deferred';

/** Far above a healthy answer (a few ms), far below the seconds a frozen process takes. */
const HEALTH_BOUND_MS = 1_500;

let sandbox: SandboxHandle;

beforeAll(async () => {
  sandbox = await startSandbox();
}, START_TIMEOUT_MS);
afterAll(async () => {
  await sandbox?.close();
});

async function timedHealth(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${sandbox.urls.mainBackup}/health`);
  expect(response.status).toBe(200);
  return performance.now() - started;
}

/** The status the primary gave, or 'cut' when it closed the connection on a body it refused. */
async function settle(request: Promise<Response>): Promise<number | 'cut'> {
  try {
    const response = await request;
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'cut';
  }
}

describe('other users are not slowed down by hostile input', () => {
  const headers = (): Record<string, string> => ({ 'content-type': 'application/json', [HEADERS.initData]: aliceInitData(sandbox.deps) });

  it('answers health on the backup while a 10 MB streamed body is refused on the primary', async () => {
    const chunk = new TextEncoder().encode('9'.repeat(64 * 1024));
    const streaming = deferred();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"accountIndex":0,"amount":"'));
        if (sent >= 160) return controller.close();
        controller.enqueue(chunk);
        sent += 1;
        if (sent === 2) streaming.resolve();
      },
    });
    const outcome = settle(fetch(`${sandbox.urls.mainPrimary}${mainContract.fetchRoute.path}`, { method: 'POST', headers: headers(), body, duplex: 'half' } as RequestInit));
    await streaming.promise;
    expect(await timedHealth()).toBeLessThan(HEALTH_BOUND_MS);
    expect([413, 'cut']).toContain(await outcome);
  });

  it('answers health on the backup while million-digit amounts are refused on the primary', async () => {
    const usdc = requireToken(10, 'USDC');
    const body = JSON.stringify({ amount: '9'.repeat(1_000_000), from: usdc.address, fromChainId: 10, to: nativeToken(10).address, toChainId: 10, accountIndex: 0 });
    const outcomes = [1, 2].map(() => settle(fetch(`${sandbox.urls.mainPrimary}${mainContract.fetchRoute.path}`, { method: 'POST', headers: headers(), body })));
    const waits = [];
    for (let i = 0; i < 5; i++) waits.push(await timedHealth());
    expect(Math.max(...waits)).toBeLessThan(HEALTH_BOUND_MS);
    for (const outcome of await Promise.all(outcomes)) expect([413, 'cut']).toContain(outcome);
  });

  it('answers health on the backup while amounts just under the body cap are refused by length', async () => {
    const usdc = requireToken(10, 'USDC');
    const body = JSON.stringify({ amount: '9'.repeat(60_000), from: usdc.address, fromChainId: 10, to: nativeToken(10).address, toChainId: 10, accountIndex: 0 });
    const outcomes = Array.from({ length: 8 }, () => settle(fetch(`${sandbox.urls.mainPrimary}${mainContract.fetchRoute.path}`, { method: 'POST', headers: headers(), body })));
    expect(await timedHealth()).toBeLessThan(HEALTH_BOUND_MS);
    expect(await Promise.all(outcomes)).toEqual(Array(8).fill(400));
  });
});
