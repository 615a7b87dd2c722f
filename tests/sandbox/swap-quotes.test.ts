/** Quotes over HTTP: /fetchRoute, /tgSwap and /v2/tc/simulate-swap, their refusals, tool logos. */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../adapters/http/contract/common';
import { mainContract } from '../../adapters/http/contract/main';
import { createApp } from '../../sandbox/app';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { nativeToken } from '../../sandbox/main/engine/token-catalogue';
import { call, callRaw, testDeps } from '../support/sandbox-db';
import { manualClock, type ManualClock } from '../support/manual-clock';
import { aliceInitData } from './platform-support';
import { freshUser, fund, swapTestApp, token } from './swap-support';

const NO_ROUTE = { message: "Couldn't find the route", code: 'no-route' };

describe('swap quotes', () => {
  let deps: SandboxDeps & { clock: ManualClock };
  let app: Hono;

  beforeAll(async () => {
    deps = await testDeps(manualClock());
    app = swapTestApp(deps);
  });
  afterAll(async () => {
    await deps.db.close();
  });

  const fetchRoute = (userId: number, body: Record<string, unknown>) => callRaw(app, mainContract.fetchRoute, { userId, body: { accountIndex: 0, ...body } });

  it('quotes a same-chain swap from a direct pool: one step, one gas entry, 0.5 % slippage, 60 s of life', async () => {
    const userId = await freshUser(app);
    await fund(app, userId, nativeToken(42161), '0.5');
    const eth = nativeToken(42161);
    const usdc = token(42161, 'USDC');
    const quote = await call(app, mainContract.fetchRoute, {
      userId,
      body: { amount: '100000000000000000', from: eth.address, fromChainId: 42161, to: usdc.address, toChainId: 42161, accountIndex: 0 },
    });
    const { route } = quote;
    expect(route.steps).toHaveLength(1);
    expect(route.steps[0]).toMatchObject({ type: 'swap', viaTool: { key: 'camelot' }, from: { symbol: 'ETH', chainId: 42161, printAmount: '0.1' }, to: { symbol: 'USDC' } });
    expect(route.steps[0]?.viaTool.logoURI).toMatch(/\/assets\/tools\/camelot\.svg$/);
    expect(BigInt(route.toAmountMin)).toBe((BigInt(route.toAmount) * 9950n) / 10_000n);
    expect(route.fromToken).toMatchObject({ symbol: 'ETH', chainId: 42161, decimals: 18 });
    expect(route.toToken).toMatchObject({ symbol: 'USDC', chainId: 42161, decimals: 6 });
    expect(new Date(route.expiresAt).getTime()).toBe(deps.clock.now() + 60_000);
    // 0.1 ETH at ~3200 USD gives ~320 USDC minus the fee.
    expect(Number(route.toAmountUSD)).toBeGreaterThan(300);
    expect(Number(route.fromAmountUSD)).toBeGreaterThan(Number(route.toAmountUSD));
    expect(Number(route.priceImpactPercent)).toBeGreaterThanOrEqual(0.3);
    expect(Number(route.priceImpactPercent)).toBeLessThan(0.4);
    expect(quote.gases).toHaveLength(1);
    expect(quote.gases[0]).toMatchObject({ address: eth.address, chainId: 42161, symbol: 'ETH', tokensAmount: '0.5' });
    expect(BigInt(quote.gases[0]?.amount ?? '0') > 0n).toBe(true);
    expect(quote.transactions).toEqual([{ provider: 'camelot', chainId: 42161, viaTool: route.steps[0]?.viaTool }]);
  });

  it('goes through the native coin when there is no direct pool', async () => {
    const userId = await freshUser(app);
    const quote = await call(app, mainContract.fetchRoute, {
      userId,
      body: { amount: '5000000000000000000', from: token(1, 'LINK').address, fromChainId: 1, to: token(1, 'UNI').address, toChainId: 1, accountIndex: 0 },
    });
    expect(quote.route.steps.map((step) => [step.from.symbol, step.to.symbol])).toEqual([
      ['LINK', 'ETH'],
      ['ETH', 'UNI'],
    ]);
    expect(quote.transactions).toHaveLength(2);
    expect(quote.gases[0]?.tokensAmount).toBe('0');
  });

  it('quotes across chains with a bridge step, two tools and one gas entry per chain', async () => {
    const userId = await freshUser(app);
    await fund(app, userId, nativeToken(8453), '0.01');
    const quote = await call(app, mainContract.fetchRoute, {
      userId,
      body: { amount: '1000000000000000000000', from: token(42161, 'ARB').address, fromChainId: 42161, to: token(8453, 'AERO').address, toChainId: 8453, accountIndex: 0 },
    });
    const { route, gases, transactions } = quote;
    expect(route.fromChainId).toBe(42161);
    expect(route.toChainId).toBe(8453);
    expect(route.steps.length).toBeGreaterThanOrEqual(3);
    const cross = route.steps.find((step) => step.type === 'cross');
    expect(cross?.from.chainId).toBe(42161);
    expect(cross?.to.chainId).toBe(8453);
    expect(['stargate', 'across']).toContain(cross?.viaTool.key);
    expect(new Set(route.steps.map((step) => step.viaTool.key)).size).toBeGreaterThanOrEqual(2);
    expect(gases.map((gas) => [gas.chainId, gas.symbol])).toEqual([
      [42161, 'ETH'],
      [8453, 'ETH'],
    ]);
    expect(gases[1]?.tokensAmount).toBe('0.01');
    expect(transactions.map((tx) => tx.chainId)).toEqual(route.steps.map((step) => (step.type === 'cross' ? 42161 : step.from.chainId)));
    const gasUsd = gases.reduce((sum, gas) => sum + Number(gas.amountUSD), 0);
    expect(Number(route.gasCostUSD)).toBeCloseTo(gasUsd, 6);
  });

  it('quotes TON pairs on /v2/tc/simulate-swap with a TON tool and its gas', async () => {
    const userId = await freshUser(app);
    await fund(app, userId, nativeToken('TON'), '3');
    const quote = await call(app, mainContract.tonSimulateSwap, {
      userId,
      body: { offer_jetton: 'TON', offer_amount: '2000000000', ask_jetton: token('TON', 'USDT').address, accountIndex: 0 },
    });
    expect(['stonfi', 'stonfi_v2']).toContain(quote.transactions[0]?.viaTool.key);
    expect(quote.route.fromChainId).toBe('TON');
    expect(BigInt(quote.route.toAmountMin)).toBe((BigInt(quote.route.toAmount) * 95n) / 100n);
    expect(quote.gases).toEqual([expect.objectContaining({ chainId: 'TON', symbol: 'TON', address: 'TON', tokensAmount: '3', printAmount: '0.08' })]);
  });

  it('also quotes a TON-only pair on /fetchRoute, and pairs given by reference on /tgSwap', async () => {
    const userId = await freshUser(app);
    const viaFetch = await call(app, mainContract.fetchRoute, {
      userId,
      body: { amount: '1000000000', from: 'TON', fromChainId: 'TON', to: token('TON', 'NOT').address, toChainId: 'TON', accountIndex: 0 },
    });
    expect(viaFetch.route.toToken.symbol).toBe('NOT');
    const viaBot = await call(app, mainContract.tgSwap, {
      userId,
      body: { from: { address: token(10, 'USDC').address, chainId: 10 }, to: { address: nativeToken(1).address, chainId: 1 }, amount: '250000000', accountIndex: 0 },
    });
    expect(viaBot.route.steps.some((step) => step.type === 'cross')).toBe(true);
    expect(viaBot.gases).toHaveLength(2);
  });

  it('answers 404 "Couldn\'t find specified token" naming the side', async () => {
    const userId = await freshUser(app);
    const unknown = '0x1111111111111111111111111111111111111111';
    const badFrom = await fetchRoute(userId, { amount: '1', from: unknown, fromChainId: 1, to: nativeToken(1).address, toChainId: 1 });
    expect(badFrom).toEqual({ status: 404, body: { message: "Couldn't find specified token", code: 'unknown-token', path: ['from'] } });
    const badTo = await fetchRoute(userId, { amount: '1', from: nativeToken(1).address, fromChainId: 1, to: unknown, toChainId: 1 });
    expect(badTo.body).toMatchObject({ path: ['to'] });
    // A real token named on the wrong chain is unknown there.
    const wrongChain = await fetchRoute(userId, { amount: '1', from: token(8453, 'AERO').address, fromChainId: 1, to: nativeToken(1).address, toChainId: 1 });
    expect(wrongChain.status).toBe(404);
    const ton = await callRaw(app, mainContract.tonSimulateSwap, { userId, body: { offer_jetton: 'TON', offer_amount: '1', ask_jetton: 'EQnope', accountIndex: 0 } });
    expect(ton).toEqual({ status: 404, body: { message: "Couldn't find specified token", code: 'unknown-token', path: ['ask_jetton'] } });
  });

  it('answers 422 no-route for a zero amount, the same token, TON against EVM, or dust that buys nothing', async () => {
    const userId = await freshUser(app);
    const eth = nativeToken(1).address;
    const usdc = token(1, 'USDC').address;
    const answers = await Promise.all([
      fetchRoute(userId, { amount: '0', from: eth, fromChainId: 1, to: usdc, toChainId: 1 }),
      fetchRoute(userId, { amount: '1000', from: eth, fromChainId: 1, to: eth, toChainId: 1 }),
      fetchRoute(userId, { amount: '1000000000', from: 'TON', fromChainId: 'TON', to: usdc, toChainId: 1 }),
      fetchRoute(userId, { amount: '1000000', from: usdc, fromChainId: 1, to: token('TON', 'USDT').address, toChainId: 'TON' }),
      fetchRoute(userId, { amount: '1', from: token(1, 'PEPE').address, fromChainId: 1, to: token(1, 'WBTC').address, toChainId: 1 }),
      callRaw(app, mainContract.tonSimulateSwap, { userId, body: { offer_jetton: usdc, offer_amount: '1000000', ask_jetton: 'TON', accountIndex: 0 } }),
    ]);
    for (const answer of answers) expect(answer).toEqual({ status: 422, body: NO_ROUTE });
  });

  it('refuses an account index the caller does not own', async () => {
    const userId = await freshUser(app);
    const answer = await callRaw(app, mainContract.fetchRoute, {
      userId,
      body: { amount: '1', from: nativeToken(1).address, fromChainId: 1, to: token(1, 'USDC').address, toChainId: 1, accountIndex: 4 },
    });
    expect(answer).toEqual({ status: 404, body: { message: 'Unknown account', code: 'unknown-account', path: ['accountIndex'] } });
  });

  it('quotes the same route for the same clock reading, and moves with the prices', async () => {
    const userId = await freshUser(app);
    const body = { amount: '1000000000000000000', from: nativeToken(1).address, fromChainId: 1, to: token(1, 'USDC').address, toChainId: 1, accountIndex: 0 };
    const first = await call(app, mainContract.fetchRoute, { userId, body });
    const second = await call(app, mainContract.fetchRoute, { userId, body });
    expect(second.route.id).not.toBe(first.route.id);
    expect(second.route.toAmount).toBe(first.route.toAmount);
    deps.clock.advance(3 * 60 * 60 * 1000);
    const later = await call(app, mainContract.fetchRoute, { userId, body });
    expect(later.route.toAmount).not.toBe(first.route.toAmount);
  });

  it('serves tool logos without init data on the main API', async () => {
    const main = createApp(deps, { kind: 'main', allowedOrigins: ['*'] });
    const logo = await main.request('/assets/tools/stonfi_v2.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain('<svg');
    expect((await main.request('/assets/tools/nope.svg')).status).toBe(404);
    expect((await main.request('/fetchRoute', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
  });

  it('is mounted on the main API behind the init-data check', async () => {
    const main = createApp(deps, { kind: 'main', allowedOrigins: ['*'] });
    const answer = await main.request('/fetchRoute', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HEADERS.initData]: aliceInitData(deps) },
      body: JSON.stringify({ amount: '1000000', from: token(10, 'USDC').address, fromChainId: 10, to: nativeToken(10).address, toChainId: 10, accountIndex: 0 }),
    });
    expect(answer.status).toBe(200);
    const quote = mainContract.fetchRoute.response.parse(await answer.json());
    expect(quote.route.steps[0]?.viaTool.logoURI).toBe('http://localhost/assets/tools/velodrome.svg');
  });
});
