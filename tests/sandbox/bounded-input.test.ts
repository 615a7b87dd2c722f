/**
 * Issue 9, defects 2 to 7: each as an attacker found it, through the whole app (guards, auth,
 * routes), with what must hold now. Nothing refused may write anything.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainContract } from '../../adapters/http/contract/main';
import { nativeToken, requireToken } from '../../sandbox/main/engine/token-catalogue';
import type { SandboxDeps, SandboxEnv } from '../../sandbox/platform/deps';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import { BODY_LIMIT_BYTES } from '../../sandbox/platform/http/input-guard';
import { testDeps } from '../support/sandbox-db';
import { answerOf, controlCall, fullApps, holdRankSchedule, HOST_PAGE_ORIGIN, signedCall, storeSnapshot } from './input-support';
import { alice } from './platform-support';

let deps: SandboxDeps;
let main: Hono<SandboxEnv>;
let ranks: { release(): void };
const aliceUser = { id: alice.id, first_name: alice.firstName };

beforeAll(async () => {
  deps = await testDeps();
  main = fullApps(deps).main;
  ranks = await holdRankSchedule(deps);
  // Alice's seed wallet exists before any snapshot, so a later snapshot sees only what a call did.
  expect((await signedCall(main, deps, aliceUser, mainContract.tgUserWallets.path)).status).toBe(200);
});
afterAll(async () => {
  ranks.release();
  await deps.db.close();
});

/** Runs `attempt`, expects `status`, and proves the store did not change. */
async function refusedWithoutWrites(status: number, attempt: () => Promise<{ status: number; body: Record<string, unknown> }>): Promise<Record<string, unknown>> {
  const before = await storeSnapshot(deps.db);
  const answer = await attempt();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(await storeSnapshot(deps.db)).toEqual(before);
  return answer.body;
}

const usdcOp = requireToken(10, 'USDC');
const quoteBody = (amount: string) => ({ amount, from: usdcOp.address, fromChainId: 10, to: nativeToken(10).address, toChainId: 10, accountIndex: 0 });

describe('defect 2: amounts are bounded before any arithmetic', () => {
  const huge = '9'.repeat(60_000); // under the body cap: the contract's length limit refuses it

  it('refuses a 60,000-digit amount on /fetchRoute, /v2/tc/simulate-swap, /tgSwap and /transfer with 400 naming the field', async () => {
    const calls: [string, unknown, string][] = [
      [mainContract.fetchRoute.path, quoteBody(huge), 'amount'],
      [mainContract.tonSimulateSwap.path, { offer_jetton: 'TON', offer_amount: huge, ask_jetton: 'TON', accountIndex: 0 }, 'offer_amount'],
      [mainContract.tgSwap.path, { from: { address: usdcOp.address, chainId: 10 }, to: { address: nativeToken(10).address, chainId: 10 }, amount: huge, accountIndex: 0 }, 'amount'],
      [mainContract.transfer.path, { to: '0x' + '1'.repeat(40), amount: huge, tokenAddress: usdcOp.address, chainId: 10, accountIndex: 0, dry: true }, 'amount'],
    ];
    for (const [path, body, field] of calls) {
      const started = Date.now();
      const answer = await refusedWithoutWrites(400, () => signedCall(main, deps, aliceUser, path, { body: JSON.stringify(body) }));
      expect(answer['path'], path).toEqual([field]);
      expect(Date.now() - started, path).toBeLessThan(2_000);
    }
  });

  it('refuses a million-digit amount by the body cap, without reading it whole', async () => {
    await refusedWithoutWrites(413, () => signedCall(main, deps, aliceUser, mainContract.fetchRoute.path, { body: JSON.stringify(quoteBody('9'.repeat(1_000_000))) }));
  });

  it('still quotes the longest amount the contract allows (78 digits) without failing', async () => {
    const answer = await signedCall(main, deps, aliceUser, mainContract.fetchRoute.path, { body: JSON.stringify(quoteBody('9'.repeat(78))) });
    expect(answer.status).toBeLessThan(500);
  });
});

describe('defect 3: bodies are capped', () => {
  it(`answers 413 JSON to a body over ${BODY_LIMIT_BYTES} bytes, and reads one just under it`, async () => {
    const padded = (size: number) => JSON.stringify({ accountIndex: 0, pad: 'x'.repeat(size) });
    const body = await refusedWithoutWrites(413, () => signedCall(main, deps, aliceUser, mainContract.balances.path, { body: padded(10 * 1024 * 1024) }));
    expect(body).toMatchObject({ code: 'body-too-large' });
    const under = await signedCall(main, deps, aliceUser, mainContract.balances.path, { body: padded(BODY_LIMIT_BYTES - 100) });
    expect(under.status).toBe(200);
  });

  it('refuses on a declared Content-Length before reading anything', async () => {
    const response = await main.request(mainContract.balances.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) },
      body: '{}',
    });
    expect(response.status).toBe(413);
  });
});

describe('defect 4: NUL and unpaired surrogates never reach the store', () => {
  it('refuses them in a route id, a transfer comment, a deposit field, a query and an object key with 400', async () => {
    const tokenAddress = requireToken(42161, 'USDT').address;
    const attempts: (() => Promise<{ status: number; body: Record<string, unknown> }>)[] = [
      () => signedCall(main, deps, aliceUser, mainContract.swap.path, { body: JSON.stringify({ routeId: 'route\u0000', accountIndex: 0 }), headers: { 'Idempotency-Key': 'nul-route-1' } }),
      () => signedCall(main, deps, aliceUser, mainContract.swap.path, { body: JSON.stringify({ routeId: 'route\ud800', accountIndex: 0 }), headers: { 'Idempotency-Key': 'nul-route-2' } }),
      () =>
        signedCall(main, deps, aliceUser, mainContract.transfer.path, {
          body: JSON.stringify({ to: '0x' + '2'.repeat(40), amount: '1', tokenAddress, chainId: 42161, accountIndex: 0, comment: 'hi\u0000', dry: false }),
          headers: { 'Idempotency-Key': 'nul-comment-1' },
        }),
      () => controlCall(main, '/sandbox/deposit', { userId: alice.id, chainId: 42161, tokenAddress, amount: '1', from: 'x\u0000y' }),
      () => controlCall(main, '/sandbox/deposit', { userId: alice.id, chainId: 42161, tokenAddress: `${tokenAddress}\udc00`, amount: '1' }),
      () => signedCall(main, deps, aliceUser, `${mainContract.getPresetTokens.path}?startParam=a%00b`),
      () => signedCall(main, deps, aliceUser, mainContract.balances.path, { body: '{"accountIndex":0,"\\u0000":1}' }),
      () => signedCall(main, deps, aliceUser, '/tokens%00'),
    ];
    for (const attempt of attempts) {
      const body = await refusedWithoutWrites(400, attempt);
      expect(body['code']).toMatch(/^invalid-(text|path)$/);
    }
  });

  it('refuses signed init data whose first name holds a NUL (401), writes no user, and the user works afterwards', async () => {
    const user = { id: 3_900_001, first_name: 'Eve\u0000lyn' };
    const body = await refusedWithoutWrites(401, () => signedCall(main, deps, user, mainContract.tgUserWallets.path));
    expect(body).toMatchObject({ code: 'unauthorized' });
    const surrogate = await signedCall(main, deps, { id: 3_900_001, first_name: 'Eve\ud83d' }, mainContract.tgUserWallets.path);
    expect(surrogate.status).toBe(401);
    // The same user with a clean name is served as usual: nothing half-written blocks them.
    expect((await signedCall(main, deps, { id: 3_900_001, first_name: 'Evelyn' }, mainContract.tgUserWallets.path)).status).toBe(200);
    expect((await signedCall(main, deps, { id: 3_900_001, first_name: 'Evelyn' }, mainContract.totalBalance.path)).status).toBe(200);
  });

  it('refuses init data fields of the wrong type or beyond their bounds with 401', async () => {
    for (const user of [
      { id: 3_900_002, first_name: 'x'.repeat(257) },
      { id: 3_900_002, first_name: 'Ok', username: { not: 'a string' } },
      { id: 3_900_002, first_name: 'Ok', is_premium: 'yes' },
    ]) {
      await refusedWithoutWrites(401, () => signedCall(main, deps, user as unknown as typeof aliceUser, mainContract.tgUserWallets.path));
    }
  });
});

describe('defect 5: the deposit control', () => {
  const usdt = requireToken(42161, 'USDT');

  it('answers 400 to an amount of 1 followed by 80 zeros, and to a credit past a uint256', async () => {
    const tooLong = await refusedWithoutWrites(400, () => controlCall(main, '/sandbox/deposit', { userId: alice.id, chainId: 42161, tokenAddress: usdt.address, amount: `1${'0'.repeat(80)}` }));
    expect(tooLong['path']).toEqual(['amount']);
    // 78 digits of whole tokens pass the contract, but with 6 decimals they exceed any balance a token can hold.
    const tooMuch = await refusedWithoutWrites(400, () => controlCall(main, '/sandbox/deposit', { userId: alice.id, chainId: 42161, tokenAddress: usdt.address, amount: '9'.repeat(78) }));
    expect(tooMuch).toMatchObject({ code: 'amount-too-large', path: ['amount'] });
  });

  it('refuses an unknown user’s account 1 with 404 and creates neither the user nor account 0', async () => {
    const userId = 3_900_100;
    await refusedWithoutWrites(404, () => controlCall(main, '/sandbox/deposit', { userId, accountIndex: 1, chainId: 42161, tokenAddress: usdt.address, amount: '5' }));
    const users = await deps.db.query('select 1 from users where id = $1', [userId]);
    expect(users.rows).toHaveLength(0);
    // Account 0 of the same user is still credited normally afterwards.
    expect((await controlCall(main, '/sandbox/deposit', { userId, accountIndex: 0, chainId: 42161, tokenAddress: usdt.address, amount: '5' })).status).toBe(200);
  });
});

describe('defect 6: only application/json bodies are read', () => {
  it('answers 415 to JSON sent as text/plain, a form and XML, on the API and the controls', async () => {
    const body = JSON.stringify({ accountIndex: 0 });
    for (const [type, payload] of [
      ['text/plain', body],
      ['application/x-www-form-urlencoded', 'accountIndex=0'],
      ['application/xml', '<accountIndex>0</accountIndex>'],
      ['multipart/form-data; boundary=x', '--x\r\n\r\n0\r\n--x--'],
    ] as const) {
      const answer = await refusedWithoutWrites(415, () => signedCall(main, deps, aliceUser, mainContract.balances.path, { body: payload, headers: { 'content-type': type } }));
      expect(answer['code']).toBe('unsupported-media-type');
    }
    await refusedWithoutWrites(415, async () =>
      answerOf(await main.request('/sandbox/accounts', { method: 'POST', headers: { 'content-type': 'text/plain', ...sandboxControlHeaders }, body: JSON.stringify({ userId: alice.id }) })),
    );
  });

  it('accepts a charset parameter and an empty POST without a type', async () => {
    const typed = await signedCall(main, deps, aliceUser, mainContract.balances.path, { body: '{"accountIndex":0}', headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(typed.status).toBe(200);
    const empty = await signedCall(main, deps, aliceUser, mainContract.startMonitoring.path, { method: 'POST', headers: {} });
    expect(empty.status).toBeLessThan(500);
  });
});

describe('defect 7: the controls refuse cross-site requests', () => {
  const usdt = requireToken(42161, 'USDT');
  const deposit = { userId: alice.id, chainId: 42161, tokenAddress: usdt.address, amount: '1000' };

  it('refuses what another web page can send: a simple POST, a foreign Origin, no control header', async () => {
    const attempts: [number, RequestInit][] = [
      [403, { method: 'POST', headers: { 'content-type': 'text/plain', origin: 'https://evil.example' }, body: JSON.stringify(deposit) }],
      [403, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(deposit) }],
      [403, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example', ...sandboxControlHeaders }, body: JSON.stringify(deposit) }],
      [403, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(deposit) }],
      [415, { method: 'POST', headers: { 'content-type': 'text/plain', ...sandboxControlHeaders }, body: JSON.stringify(deposit) }],
    ];
    for (const [status, init] of attempts) {
      await refusedWithoutWrites(status, async () => answerOf(await main.request('/sandbox/deposit', init)));
    }
    for (const path of ['/sandbox/users', '/sandbox/tokens?symbol=USDT']) {
      expect((await main.request(path, { headers: { origin: 'https://evil.example', ...sandboxControlHeaders } })).status, path).toBe(403);
      expect((await main.request(path)).status, path).toBe(403);
    }
  });

  it('grants no other origin the control header in a preflight', async () => {
    const preflight = await main.request('/sandbox/deposit', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-sandbox-control' },
    });
    expect(preflight.headers.get('access-control-allow-headers') ?? '').not.toMatch(/x-sandbox-control/i);
  });

  it('answers loopback tools (no Origin) and the host page’s origin', async () => {
    expect((await controlCall(main, '/sandbox/deposit', deposit)).status).toBe(200);
    expect((await controlCall(main, '/sandbox/deposit', deposit, { origin: HOST_PAGE_ORIGIN })).status).toBe(200);
    expect((await controlCall(main, '/sandbox/users')).status).toBe(200);
  });
});
