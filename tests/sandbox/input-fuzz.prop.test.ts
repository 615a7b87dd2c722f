/**
 * Bounded input, as a property (issue 9): arbitrary requests at every route of both backends
 * (random JSON, strings with NUL and lone surrogates, huge numbers, wrong content types, oversized
 * bodies, garbage headers) never get a 5xx, and a 4xx never writes: every table's row count and
 * the ledger's sum are unchanged. The routes are read from the apps themselves, so a route added
 * later is attacked too; every contract endpoint must be among them.
 *
 * idempotency_keys is the one table a 4xx may write: a value-moving call refused by its handler
 * (unknown route, not enough funds) stores that refusal as the key's final answer, by design.
 */
import type { Hono } from 'hono';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../adapters/http/contract/common';
import { routePath, type Endpoint } from '../../adapters/http/contract/endpoint';
import { mainContract } from '../../adapters/http/contract/main';
import { miningContract } from '../../sandbox/mining/features';
import { buildOpenApi } from '../../adapters/http/contract/openapi';
import { createAccountRequestSchema, depositRequestSchema, tokensQuerySchema } from '../../sandbox/main/routes/controls';
import { nativeToken, requireToken, tokensOnChain } from '../../sandbox/main/engine/token-catalogue';
import type { SandboxDeps, SandboxEnv } from '../../sandbox/platform/deps';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import { testDeps } from '../support/sandbox-db';
import { fullApps, holdRankSchedule, signedCall, storeSnapshot } from './input-support';
import { alice, initDataFor } from './platform-support';
import { SLOWEST_TEST_MS } from '../support/time-limits';

const MAY_WRITE_ON_REFUSAL = ['idempotency_keys'];

let deps: SandboxDeps;
let apps: { main: Hono<SandboxEnv>; mining: Hono<SandboxEnv> };
let aliceTon = '';
let ranks: { release(): void };

beforeAll(async () => {
  deps = await testDeps();
  apps = fullApps(deps);
  ranks = await holdRankSchedule(deps);
  const wallets = await signedCall(apps.main, deps, { id: alice.id, first_name: alice.firstName }, mainContract.tgUserWallets.path);
  aliceTon = String((wallets.body as unknown as { tonUnbouncableAddress: string }[])[0]?.tonUnbouncableAddress);
});
afterAll(async () => {
  ranks.release();
  await deps.db.close();
});

interface Route {
  readonly method: string;
  readonly path: string;
}

/** Every GET and POST route an app serves (middleware entries are ALL). */
function routesOf(app: Hono<SandboxEnv>): Route[] {
  const seen = new Map<string, Route>();
  for (const route of app.routes) {
    if (route.method === 'GET' || route.method === 'POST') seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

/** Every property name of the contract's requests and answers, and the controls', to build plausible bodies from. */
function fieldNames(): string[] {
  const names = new Set<string>(['extra']);
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'properties' && typeof value === 'object' && value !== null) Object.keys(value).forEach((name) => names.add(name));
        walk(value);
      }
    }
  };
  for (const contract of [mainContract, miningContract] as Record<string, Endpoint>[]) walk(buildOpenApi({ title: 'fuzz', serverUrl: 'http://x', contract }));
  for (const schema of [depositRequestSchema, createAccountRequestSchema, tokensQuerySchema]) Object.keys(schema.shape).forEach((name) => names.add(name));
  return [...names];
}

const usdt = requireToken(42161, 'USDT');
const eth = nativeToken(42161);
const jetton = tokensOnChain('TON').find((token) => token.address !== nativeToken('TON').address)!;

/**
 * A request each POST route would accept, so that mutating one or two fields reaches the handlers'
 * own checks and not only the contract's. Routes without a sample get random bodies only.
 */
const SAMPLE_BODIES: Readonly<Record<string, object>> = {
  '/balances': { accountIndex: 0 },
  '/startMonitoring': { accountIndex: 0 },
  '/knownTokens': { chainId: 42161, searchText: 'us', accountIndex: 0, sliceProps: { limit: 20, offset: 0 } },
  '/priceCheck': { tokens: [{ address: usdt.address, chainId: 42161 }] },
  '/createPresetSwap': { from: { address: usdt.address, chainId: 42161 }, to: { address: eth.address, chainId: 42161 } },
  '/transfer': { to: `0x${'2'.repeat(40)}`, amount: '1', tokenAddress: usdt.address, chainId: 42161, accountIndex: 0, comment: '', dry: true },
  '/fetchRoute': { amount: '1000000', from: usdt.address, fromChainId: 42161, to: eth.address, toChainId: 42161, accountIndex: 0 },
  '/tgSwap': { from: { address: usdt.address, chainId: 42161 }, to: { address: eth.address, chainId: 42161 }, amount: '1000000', accountIndex: 0 },
  '/v2/tc/simulate-swap': { offer_jetton: 'TON', offer_amount: '1000000000', ask_jetton: jetton.address, accountIndex: 0 },
  '/swap': { routeId: 'route-1', accountIndex: 0 },
  '/tgMakeSwap': { routeId: 'route-1', accountIndex: 0 },
  '/v2/tc/swap': { offer_jetton: 'TON', offer_amount: '1000000000', ask_jetton: jetton.address, min_ask_amount: '1', provider: 'stonfi' },
  '/sandbox/deposit': { userId: alice.id, chainId: 42161, tokenAddress: usdt.address, amount: '1' },
  '/sandbox/accounts': { userId: alice.id },
};

const nastyText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d\ude00',
  '',
  ' ',
  '-1',
  '1e400',
  'NaN',
  'TON',
  '1,5',
  '0x' + '0'.repeat(40),
  usdt.address,
  '9'.repeat(78),
  '9'.repeat(79),
  `1${'0'.repeat(80)}`,
  `0.${'1'.repeat(40)}`,
  '9'.repeat(5_000),
);

const scalar = fc.oneof(
  nastyText,
  fc.constant(null).map(() => aliceTon),
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, 1, 10, 42161, 8453, 324, 1001, 1000, 1001.5, -1, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.bigInt().map(String),
);

function bodyText(names: readonly string[], sample: object | undefined) {
  const key = fc.oneof(fc.constantFrom(...names), fc.string({ unit: 'binary', maxLength: 6 }));
  const { node } = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(key, tie('node'), { maxKeys: 4 })),
  }));
  const plausible = fc.dictionary(fc.constantFrom(...names), node, { maxKeys: 7 });
  const mutated = fc
    .tuple(fc.constantFrom(sample ?? {}), fc.dictionary(fc.constantFrom(...names), node, { maxKeys: 2 }))
    .map(([base, overrides]) => ({ ...base, ...overrides }));
  return fc.oneof(
    { weight: sample ? 6 : 1, arbitrary: mutated.map((value) => JSON.stringify(value)) },
    { weight: 3, arbitrary: plausible.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '[]', 'null', '"x"', `{"a":"${'x'.repeat(70_000)}"}`, `${'['.repeat(20_000)}${']'.repeat(20_000)}`) },
  );
}

/** Percent-encodes anything, lone surrogates included (encodeURIComponent throws on those). */
function encodeAny(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80%ZZ';
  }
}

const headerValue = fc.stringMatching(/^[\x21-\x7e]{0,140}$/);

function requestArbitrary(routes: readonly Route[], names: readonly string[]) {
  return fc.constantFrom(...routes).chain((route) => fc.record({
    route: fc.constant(route),
    param: fc.oneof(fc.constantFrom('usdt.svg', 'stonfi.svg', 'nope'), fc.string({ unit: 'binary', maxLength: 10 })),
    query: fc.dictionary(fc.constantFrom(...names), scalar.map(String), { maxKeys: 4 }),
    body: fc.option(bodyText(names, SAMPLE_BODIES[route.path]), { freq: 5 }),
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      fc.constantFrom(null, 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
    ),
    initData: fc.oneof({ weight: 6, arbitrary: fc.constant('alice') }, fc.constant(null), headerValue),
    idempotencyKey: fc.option(headerValue, { freq: 2 }),
    walletIndex: fc.option(fc.constantFrom('0', '1', '-1', '1e9', 'x', '99999999999999999999'), { freq: 2 }),
    control: fc.boolean(),
    origin: fc.option(fc.constantFrom('https://evil.example', 'null'), { freq: 4 }),
  }));
}

type FuzzRequest = ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer T> ? T : never;

function toRequest(request: FuzzRequest): { url: string; init: RequestInit } {
  const path = request.route.path.replace(/:[^/]+/g, encodeAny(request.param));
  const query = Object.entries(request.query)
    .map(([key, value]) => `${encodeAny(key)}=${encodeAny(value)}`)
    .join('&');
  const headers: Record<string, string> = {};
  if (request.initData === 'alice') headers[HEADERS.initData] = initDataFor(deps, { id: alice.id, first_name: alice.firstName });
  else if (request.initData !== null) headers[HEADERS.initData] = request.initData;
  if (request.idempotencyKey !== null) headers[HEADERS.idempotencyKey] = request.idempotencyKey;
  if (request.walletIndex !== null) headers[HEADERS.walletIndex] = request.walletIndex;
  if (request.contentType !== null) headers['content-type'] = request.contentType;
  if (request.control) Object.assign(headers, sandboxControlHeaders);
  if (request.origin !== null) headers['origin'] = request.origin;
  const withBody = request.route.method === 'POST' && request.body !== null;
  return {
    url: `http://sandbox.test${path}${query ? `?${query}` : ''}`,
    init: { method: request.route.method, headers, ...(withBody ? { body: request.body } : {}) },
  };
}

async function neverFailsNorWritesOnRefusal(app: Hono<SandboxEnv>, request: FuzzRequest): Promise<void> {
  const { url, init } = toRequest(request);
  const before = await storeSnapshot(deps.db, MAY_WRITE_ON_REFUSAL);
  const response = await app.request(url, init);
  const text = await response.text();
  const what = `${init.method ?? 'GET'} ${url.slice(0, 200)} -> ${response.status} ${text.slice(0, 200)}`;
  expect(response.status, what).toBeLessThan(500);
  if (response.status >= 400) expect(await storeSnapshot(deps.db, MAY_WRITE_ON_REFUSAL), what).toEqual(before);
}

describe('arbitrary requests at every route', () => {
  it('covers every endpoint of both contracts', () => {
    for (const [app, contract] of [
      [apps.main, mainContract],
      [apps.mining, miningContract],
    ] as const) {
      const served = new Set(routesOf(app).map((route) => `${route.method} ${route.path}`));
      for (const endpoint of Object.values(contract as Record<string, Endpoint>)) expect(served, endpoint.path).toContain(`${endpoint.method} ${routePath(endpoint.path)}`);
    }
    expect(routesOf(apps.main).some((route) => route.path.startsWith('/sandbox/'))).toBe(true);
  });

  it('main API: never a 5xx, never a write on a 4xx', async () => {
    const names = fieldNames();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(routesOf(apps.main), names), (request) => neverFailsNorWritesOnRefusal(apps.main, request)),
      { numRuns: 300 },
    );
  }, SLOWEST_TEST_MS);

  it('mining API: never a 5xx, never a write on a 4xx', async () => {
    const names = fieldNames();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(routesOf(apps.mining), names), (request) => neverFailsNorWritesOnRefusal(apps.mining, request)),
      { numRuns: 60 },
    );
  }, 120_000);
});
