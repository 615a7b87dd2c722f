import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NATIVE_TOKEN_ADDRESS } from '../../domain/chains';
import { controlGuard } from '../../sandbox/platform/http/control-guard';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import { fakeMiningApi, HOST_NOW, listen, startHost, type FakeClock, type FakeWallet, type Running } from './host-support';

const USDT_OP = '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58';

/** A stand-in for the platform's main API: its sandbox token lookup and deposit endpoints. */
function fakeMainApi(received: unknown[]): Hono {
  const app = new Hono();
  // Like the real controls: nothing without the control header (so the host must forward it).
  app.use('/sandbox/*', controlGuard());
  app.get('/sandbox/tokens', (context) => {
    const symbol = context.req.query('symbol');
    return context.json(symbol === 'USDT' ? [{ address: USDT_OP, chainId: 10, symbol: 'USDT', decimals: 6 }] : []);
  });
  app.post('/sandbox/deposit', async (context) => {
    const body: unknown = await context.req.json();
    received.push(body);
    return context.json({ ok: true, entryId: `e${String(received.length)}` });
  });
  return app;
}

const APP_URL = 'http://127.0.0.1:5999/app/';
const controlPost = { method: 'POST', headers: { 'content-type': 'application/json', ...sandboxControlHeaders } } as const;
const received: unknown[] = [];
const outcomes = new Map<string, string>();
const wallet: FakeWallet = { pending: [], decisions: [] };
const clock: FakeClock = { now: HOST_NOW, moves: [], campaignMoves: [], userControls: [] };
let mainApi: Running;
let miningApi: Running;
let host: Running;
let hostWithoutLookup: Running;

beforeAll(async () => {
  mainApi = await listen(fakeMainApi(received));
  miningApi = await listen(fakeMiningApi(outcomes, wallet, clock));
  host = await startHost({ appUrl: APP_URL, mainApiUrl: `${mainApi.url}/`, miningApiUrl: `${miningApi.url}/` });
  // A main API without the sandbox endpoints (nothing listens on port 9 of loopback).
  hostWithoutLookup = await startHost({ appUrl: APP_URL, mainApiUrl: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await Promise.all([host.close(), hostWithoutLookup.close(), mainApi.close(), miningApi.close()]);
});
beforeEach(() => {
  received.length = 0;
});

describe('the host page', () => {
  it('serves the page with the banner, the iframe, the controls and the log', async () => {
    const response = await fetch(`${host.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('Sandbox — simulated chains and payments, no real funds');
    expect(html).toMatch(/<iframe data-testid="host-app-frame"[^>]*allow="clipboard-read; clipboard-write"/);
    for (const testId of [
      'host-log',
      'host-user',
      'host-lang',
      'host-theme',
      'host-start-param',
      'host-reload',
      'host-back',
      'host-close',
      'host-clipboard',
      'host-invoice-pay',
      'host-invoice-cancel',
      'host-deposit-form',
      'host-main-button',
    ]) {
      expect(html).toContain(`data-testid="${testId}"`);
    }
    expect(html).toContain('<script type="module" src="/host.js"></script>');
  });

  it('restricts the page: frames only the app, connects only to itself and the main API', async () => {
    const csp = (await fetch(`${host.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-src http://127.0.0.1:5999');
    expect(csp).toContain(`connect-src 'self' ${mainApi.url}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('serves the compiled script and the styles with their content types', async () => {
    const script = await fetch(`${host.url}/host.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('no-cache');
    const code = await script.text();
    expect(code).toContain('web_app_request_theme');
    expect(code).toContain('postMessage');
    // Everything the app or the tester chooses is rendered as text: the bundle never parses HTML.
    expect(code).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    const styles = await fetch(`${host.url}/host.css`);
    expect(styles.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await styles.text()).toContain('--frame-width');
  });
});

describe('simulated deposits', () => {
  const deposit = async (target: Running, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
    const response = await fetch(`${target.url}/deposit`, { method: 'POST', headers: { 'content-type': 'application/json', ...sandboxControlHeaders }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('looks a symbol up and forwards the deposit for the chosen user', async () => {
    const result = await deposit(host, { user: 'bob', token: 'USDT', chainId: '10', amount: '25.5', accountIndex: '1' });
    expect(result.status).toBe(200);
    expect(result.body.ok).toBe(true);
    expect(received).toEqual([{ userId: 1002, accountIndex: 1, chainId: 10, tokenAddress: USDT_OP, amount: '25.5' }]);
  });

  it('uses the native address for a chain coin and takes raw addresses as they are', async () => {
    await deposit(host, { user: 'new:2100000', token: 'TON', chainId: 'TON', amount: '3', accountIndex: 0 });
    await deposit(host, { user: 'alice', token: USDT_OP, chainId: '10', amount: '1', accountIndex: 0 });
    expect(received).toEqual([
      { userId: 2100000, accountIndex: 0, chainId: 'TON', tokenAddress: NATIVE_TOKEN_ADDRESS.ton, amount: '3' },
      { userId: 1001, accountIndex: 0, chainId: 10, tokenAddress: USDT_OP, amount: '1' },
    ]);
  });

  it('refuses bad forms before calling the main API', async () => {
    for (const body of [
      { user: 'alice', token: 'USDT', chainId: '10', amount: '-1', accountIndex: 0 },
      { user: 'alice', token: 'USDT', chainId: '10', amount: '0', accountIndex: 0 },
      { user: 'alice', token: 'USDT', chainId: '10', amount: '1e3', accountIndex: 0 },
      { user: 'alice', token: 'USDT', chainId: '56', amount: '1', accountIndex: 0 },
      { user: 'zed', token: 'USDT', chainId: '10', amount: '1', accountIndex: 0 },
      { user: 'alice', token: 'NOPE', chainId: '10', amount: '1', accountIndex: 0 },
    ]) {
      const result = await deposit(host, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.ok).toBe(false);
    }
    expect(received).toEqual([]);
  });

  it('asks for a raw address when the token lookup is unavailable, and reports an unreachable main API', async () => {
    const lookup = await deposit(hostWithoutLookup, { user: 'alice', token: 'USDT', chainId: '10', amount: '1', accountIndex: 0 });
    expect(lookup.status).toBe(400);
    expect(String(lookup.body.message)).toContain('enter the token address');
    const forward = await deposit(hostWithoutLookup, { user: 'alice', token: USDT_OP, chainId: '10', amount: '1', accountIndex: 0 });
    expect(forward.status).toBe(502);
    expect(forward.body.sent).toMatchObject({ userId: 1001, tokenAddress: USDT_OP });
  });
});

describe('invoice outcomes', () => {
  it('forwards Pay and Cancel to the mining API and relays its answer', async () => {
    const paid = await fetch(`${host.url}/invoices/inv_42-a/paid`, controlPost);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ intentId: 'inv_42-a', status: 'paid' });
    // The mining API keeps the first outcome; the host relays what it says.
    expect(await (await fetch(`${host.url}/invoices/inv_42-a/cancelled`, controlPost)).json()).toEqual({ intentId: 'inv_42-a', status: 'paid' });
    expect((await fetch(`${host.url}/invoices/inv_43/cancelled`, controlPost)).status).toBe(200);
    expect([...outcomes]).toEqual([
      ['inv_42-a', 'paid'],
      ['inv_43', 'cancelled'],
    ]);
  });

  it('refuses a bad slug or outcome, relays a refusal, and reports an unreachable mining API', async () => {
    expect((await fetch(`${host.url}/invoices/${encodeURIComponent('a b')}/paid`, controlPost)).status).toBe(400);
    expect((await fetch(`${host.url}/invoices/inv_44/refunded`, controlPost)).status).toBe(400);
    expect((await fetch(`${host.url}/invoices/unknown/paid`, controlPost)).status).toBe(404);
    expect((await fetch(`${hostWithoutLookup.url}/invoices/inv_45/paid`, controlPost)).status).toBe(502);
  });
});

describe('the external wallet', () => {
  it('relays the wallet of a user and the answer to a pending transaction', async () => {
    wallet.pending.push({ id: 'ext_1', total: '1', messages: [{ address: 'UQtreasury' }] });
    const view = (await (await fetch(`${host.url}/external-wallet?userId=1001`, { headers: sandboxControlHeaders })).json()) as { address: string; pending: unknown[] };
    expect(view).toMatchObject({ address: 'UQ-external-1001', pending: [{ id: 'ext_1' }] });
    const approved = await fetch(`${host.url}/external-wallet/transactions/ext_1/approve`, controlPost);
    expect(await approved.json()).toEqual({ id: 'ext_1', status: 'landed' });
    expect(wallet.decisions).toEqual(['ext_1:approve']);
    expect((await fetch(`${host.url}/external-wallet/transactions/ext_1/approve`, controlPost)).status).toBe(404);
  });

  it('refuses a bad user id or decision, and reports an unreachable mining API', async () => {
    expect((await fetch(`${host.url}/external-wallet?userId=alice`, { headers: sandboxControlHeaders })).status).toBe(400);
    expect((await fetch(`${host.url}/external-wallet/transactions/ext_1/maybe`, controlPost)).status).toBe(400);
    expect((await fetch(`${hostWithoutLookup.url}/external-wallet?userId=1001`, { headers: sandboxControlHeaders })).status).toBe(502);
  });
});

describe('the sandbox clock (issue 19)', () => {
  const move = (body: string, init: RequestInit = controlPost) => fetch(`${host.url}/clock`, { ...init, body });

  it('relays the sandbox time and a move to the mining API, and its refusal', async () => {
    const read = await fetch(`${host.url}/clock`, { headers: sandboxControlHeaders });
    expect(await read.json()).toEqual({ now: new Date(clock.now).toISOString(), aheadMs: 0 });
    const before = clock.now;
    const moved = await move(JSON.stringify({ advanceMs: 3_600_000 }));
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ now: new Date(before + 3_600_000).toISOString(), aheadMs: 0 });
    const back = await move(JSON.stringify({ to: '2020-01-01T00:00:00Z' }));
    expect(back.status).toBe(409);
    expect(await back.json()).toMatchObject({ code: 'invalid-value', path: ['to'] });
    expect(clock.moves).toEqual([{ advanceMs: 3_600_000 }, { to: '2020-01-01T00:00:00Z' }]);
  });

  it('refuses a bad move before calling the mining API, and reports an unreachable one', async () => {
    clock.moves.length = 0;
    for (const body of ['{}', '{"advanceMs":-1}', '{"advanceMs":1.5}', '{"advanceMs":"60000"}', '{"to":"tomorrow"}', '{"advanceMs":1,"to":"2030-01-01T00:00:00Z"}', '{']) {
      expect((await move(body)).status, body).toBe(400);
    }
    expect(clock.moves).toEqual([]);
    expect((await fetch(`${hostWithoutLookup.url}/clock`, { headers: sandboxControlHeaders })).status).toBe(502);
  });

  it('answers only the page itself', async () => {
    clock.moves.length = 0;
    const body = JSON.stringify({ advanceMs: 60_000 });
    expect((await move(body, { method: 'POST', headers: { 'content-type': 'text/plain', origin: 'https://evil.example' } })).status).toBe(403);
    expect((await move(body, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example', ...sandboxControlHeaders } })).status).toBe(403);
    expect((await move(body, { method: 'POST', headers: { 'content-type': 'application/json' } })).status).toBe(403);
    expect((await fetch(`${host.url}/clock`)).status).toBe(403);
    expect(clock.moves).toEqual([]);
  });
});

describe('the auction campaign (issue 23)', () => {
  const moveStart = (body: string, init: RequestInit = controlPost) => fetch(`${host.url}/auction/campaign`, { ...init, body });

  it('relays the campaign and a move of its start to the mining API; refuses a bad one or another site', async () => {
    const read = await fetch(`${host.url}/auction/campaign`, { headers: sandboxControlHeaders });
    expect(await read.json()).toEqual({ startsAt: new Date(HOST_NOW).toISOString(), deadline: new Date(HOST_NOW + 20 * 86_400_000).toISOString() });
    const moved = await moveStart(JSON.stringify({ startsAt: '2025-03-20T00:00:00.000Z' }));
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ startsAt: '2025-03-20T00:00:00.000Z', deadline: '2025-04-09T00:00:00.000Z' });
    for (const body of ['{}', '{"startsAt":"tomorrow"}', '{"startsAt":"2025-03-20T00:00:00Z","deadline":"2025-04-01T00:00:00Z"}', '{']) {
      expect((await moveStart(body)).status, body).toBe(400);
    }
    const body = JSON.stringify({ startsAt: '2025-03-21T00:00:00.000Z' });
    expect((await moveStart(body, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example', ...sandboxControlHeaders } })).status).toBe(403);
    expect((await fetch(`${host.url}/auction/campaign`)).status).toBe(403);
    expect(clock.campaignMoves).toEqual([{ startsAt: '2025-03-20T00:00:00.000Z' }]);
  });
});

describe('the launched user’s controls (issue 23)', () => {
  const send = (path: string, body: string, init: RequestInit = controlPost) => fetch(`${host.url}${path}`, { ...init, body });

  it('relays a failing next send and a human group to the mining API; refuses a bad body or another site', async () => {
    expect((await send('/auction/fail-next-send', JSON.stringify({ userId: 42 }))).status).toBe(200);
    expect((await send('/prove/human-group', JSON.stringify({ userId: 42, humanGroup: 1 }))).status).toBe(200);
    for (const body of ['{}', '{"userId":"42"}', '{"userId":-1}', '{"userId":42,"extra":1}', '{']) {
      expect((await send('/auction/fail-next-send', body)).status, body).toBe(400);
    }
    for (const body of ['{"userId":42}', '{"userId":42,"humanGroup":1001}', '{"userId":42,"humanGroup":0.5}']) {
      expect((await send('/prove/human-group', body)).status, body).toBe(400);
    }
    const foreign = { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example', ...sandboxControlHeaders } };
    expect((await send('/auction/fail-next-send', JSON.stringify({ userId: 42 }), foreign)).status).toBe(403);
    expect((await send('/prove/human-group', JSON.stringify({ userId: 42, humanGroup: 1 }), { method: 'POST', headers: { 'content-type': 'application/json' } })).status).toBe(403);
    expect(clock.userControls).toEqual([
      { path: '/auction/fail-next-send', body: { userId: 42 } },
      { path: '/prove/human-group', body: { userId: 42, humanGroup: 1 } },
    ]);
  });
});

describe('the task bots’ controls (issue 20)', () => {
  const send = (path: string, body: string, init: RequestInit = controlPost) => fetch(`${host.url}${path}`, { ...init, body });

  it('relays PUNK staked, the wallet’s app and a waitlist join to the mining API; refuses a bad body or another site', async () => {
    const sent = clock.userControls?.length ?? 0;
    expect((await send('/wallet-tasks/punk-staked', JSON.stringify({ userId: 42, amount: '150.5' }))).status).toBe(200);
    expect((await send('/wallet-tasks/wallet-app', JSON.stringify({ userId: 42, appName: 'Bitget Wallet' }))).status).toBe(200);
    expect((await send('/waitlist/join', JSON.stringify({ userId: 42 }))).status).toBe(200);
    for (const body of ['{"userId":42}', '{"userId":42,"amount":"-1"}', '{"userId":42,"amount":"1e3"}', '{"userId":42,"amount":150}', '{"userId":0,"amount":"1"}', '{']) {
      expect((await send('/wallet-tasks/punk-staked', body)).status, body).toBe(400);
    }
    for (const body of ['{"userId":42,"appName":"<script>"}', '{"userId":42,"appName":""}', '{"userId":42}']) {
      expect((await send('/wallet-tasks/wallet-app', body)).status, body).toBe(400);
    }
    for (const body of ['{}', '{"userId":"42"}', '{"userId":42,"extra":1}']) {
      expect((await send('/waitlist/join', body)).status, body).toBe(400);
    }
    const foreign = { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example', ...sandboxControlHeaders } };
    expect((await send('/waitlist/join', JSON.stringify({ userId: 42 }), foreign)).status).toBe(403);
    expect((await send('/wallet-tasks/punk-staked', JSON.stringify({ userId: 42, amount: '1' }), { method: 'POST', headers: { 'content-type': 'application/json' } })).status).toBe(403);
    expect(clock.userControls?.slice(sent)).toEqual([
      { path: '/wallet-tasks/punk-staked', body: { userId: 42, amount: '150.5' } },
      { path: '/wallet-tasks/wallet-app', body: { userId: 42, appName: 'Bitget Wallet' } },
      { path: '/waitlist/join', body: { userId: 42 } },
    ]);
  });
});

describe('BigPump, the meme phrase and folders (issue 20)', () => {
  const send = (path: string, body: string, init: RequestInit = controlPost) => fetch(`${host.url}${path}`, { ...init, body });
  const read = (path: string) => fetch(`${host.url}${path}`, { headers: sandboxControlHeaders });

  it('relays a coin created on BigPump, the meme phrase and a folder’s Add and Remove; refuses bad input and another site', async () => {
    const sent = clock.userControls?.length ?? 0;
    const created = await send('/bigpump/coins', JSON.stringify({ userId: 42, name: 'Moon Cat', ticker: 'MCAT' }));
    expect(created.status).toBe(200);
    expect(((await created.json()) as { hash: string }).hash).toBe('c0'.repeat(32));
    for (const body of ['{"userId":42,"name":"<script>","ticker":"OK"}', '{"userId":42,"name":"Fine","ticker":"A"}', '{"userId":42,"name":"","ticker":"OK"}', '{"userId":42,"name":"Fine","ticker":"OK","x":1}', '{"userId":42}']) {
      expect((await send('/bigpump/coins', body)).status, body).toBe(400);
    }
    expect(await (await read('/meme-phrase')).json()).toEqual({ code: 'bigpumpMemePhrase', phrase: '<b>to the moon</b>' });
    expect((await read('/folders/switch?userId=42')).status).toBe(200);
    expect((await read('/folders/nope?userId=42')).status).toBe(404);
    for (const path of ['/folders/a%20b?userId=42', '/folders/switch?userId=x', '/folders/switch']) expect((await read(path)).status, path).toBe(400);
    expect((await send('/folders/switch/add', JSON.stringify({ userId: 42 }))).status).toBe(200);
    expect((await send('/folders/switch/remove', JSON.stringify({ userId: 42 }))).status).toBe(200);
    expect((await send('/folders/switch/join', JSON.stringify({ userId: 42 }))).status).toBe(400);
    expect((await send('/folders/switch/add', '{"userId":"42"}')).status).toBe(400);
    const foreign = { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example', ...sandboxControlHeaders } };
    expect((await send('/folders/switch/add', JSON.stringify({ userId: 42 }), foreign)).status).toBe(403);
    expect((await send('/bigpump/coins', JSON.stringify({ userId: 42, name: 'Moon Cat', ticker: 'MCAT' }), foreign)).status).toBe(403);
    expect((await fetch(`${host.url}/meme-phrase`)).status).toBe(403);
    expect(clock.userControls?.slice(sent)).toEqual([
      { path: '/bigpump/coins', body: { userId: 42, name: 'Moon Cat', ticker: 'MCAT' } },
      { path: '/folders/switch/add', body: { userId: 42 } },
      { path: '/folders/switch/remove', body: { userId: 42 } },
    ]);
  });
});

describe('the page’s controls refuse other sites (issue 9, defect 7)', () => {
  const form = { user: 'alice', token: USDT_OP, chainId: '10', amount: '5', accountIndex: 0 };

  it('refuses a cross-site simple POST, a foreign Origin and a request without the control header', async () => {
    const attempts: RequestInit[] = [
      // What any web page can send without a preflight: a text/plain or form POST.
      { method: 'POST', headers: { 'content-type': 'text/plain', origin: 'https://evil.example' }, body: JSON.stringify(form) },
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...form, accountIndex: '0' }).toString() },
      // Everything right but the site it comes from.
      { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example', ...sandboxControlHeaders }, body: JSON.stringify(form) },
      // JSON without the control header.
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(form) },
    ];
    for (const init of attempts) {
      const response = await fetch(`${host.url}/deposit`, init);
      expect([403, 415], JSON.stringify(init.headers)).toContain(response.status);
    }
    for (const init of attempts.slice(0, 1)) expect((await fetch(`${host.url}/invoices/inv_evil/paid`, init)).status).toBe(403);
    expect(received).toEqual([]);
    expect(outcomes.has('inv_evil')).toBe(false);
  });

  it('answers the page itself: its own Origin, JSON and the control header', async () => {
    const response = await fetch(`${host.url}/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: host.url, ...sandboxControlHeaders },
      body: JSON.stringify(form),
    });
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
  });
});

describe('the page’s controls take bounded JSON only (issue 9)', () => {
  const post = (body: string) => fetch(`${host.url}/deposit`, { method: 'POST', headers: { 'content-type': 'application/json', ...sandboxControlHeaders }, body });

  it('refuses an oversized body (413), NUL in a field and invalid JSON (400), before calling the main API', async () => {
    expect((await post(JSON.stringify({ user: 'alice', token: 'x'.repeat(70_000) }))).status).toBe(413);
    expect((await post(JSON.stringify({ user: 'alice', token: USDT_OP, chainId: '10', amount: '1\u0000', accountIndex: 0 }))).status).toBe(400);
    expect((await post('{')).status).toBe(400);
    expect(received).toEqual([]);
  });
});
