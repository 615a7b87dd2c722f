/** What the main API answers without init data (logos, controls) and what it still guards. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../sandbox/app';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { testDeps } from '../support/sandbox-db';

let deps: SandboxDeps;
beforeAll(async () => {
  deps = await testDeps();
}, 120_000);
afterAll(async () => {
  await deps?.db.close();
});

describe('public paths of the main API', () => {
  it('serves token logos to an <img> with no init data', async () => {
    const app = createApp(deps, { kind: 'main', allowedOrigins: ['*'] });
    const answer = await app.request('/assets/tokens/USDT.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
    expect(await answer.text()).toContain('<svg');
  });

  it('refuses a logo name that is not a symbol', async () => {
    const app = createApp(deps, { kind: 'main', allowedOrigins: ['*'] });
    expect((await app.request('/assets/tokens/%3Cscript%3E.svg')).status).toBe(404);
  });

  it('still guards the wallet routes', async () => {
    const app = createApp(deps, { kind: 'main', allowedOrigins: ['*'] });
    const answer = await app.request('/tgUserWallets');
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ message: 'Only possible to use inside telegram bot', code: 'unauthorized' });
  });

  it('serves the same logos on the mining API (copy trading\'s holdings link to its own), and still guards its routes', async () => {
    const app = createApp(deps, { kind: 'mining', allowedOrigins: ['*'] });
    expect((await app.request('/assets/tokens/USDT.svg')).status).toBe(200);
    expect((await app.request('/assets/tokens/%3Cscript%3E.svg')).status).toBe(404);
    expect((await app.request('/getCopyTrades?accountIndex=0')).status).toBe(401);
  });
});
