/**
 * Support for the mining backend tests: the real Hono apps of both backends over one in-memory
 * store and a hand-moved clock, callers identified by signed init data (signed afresh at each
 * call, so moving the clock by days never expires them), and deposits through the main controls.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { HEADERS } from '../../adapters/http/contract/common';
import type { Endpoint, ResponseOf } from '../../adapters/http/contract/endpoint';
import { fillPath } from '../../adapters/http/contract/fill-path';
import { mainContract } from '../../adapters/http/contract/main';
import { autoclaimContract } from '../../adapters/http/contract/mining/autoclaim';
import { burnContract } from '../../adapters/http/contract/mining/burn';
import { paymentsContract } from '../../adapters/http/contract/mining/payments';
import { recordContract } from '../../adapters/http/contract/mining/record';
import { createApp } from '../../sandbox/app';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import { signInitData } from '../../sandbox/platform/auth/init-data';
import type { SandboxDeps, SandboxEnv } from '../../sandbox/platform/deps';
import { manualClock, type ManualClock } from '../support/manual-clock';
import { testDeps } from '../support/sandbox-db';

export interface MiningWorld {
  readonly deps: SandboxDeps & { clock: ManualClock };
  readonly main: Hono<SandboxEnv>;
  readonly mining: Hono<SandboxEnv>;
}

/** Every mining call the tests make, with its types (the sandbox's own list is sandbox/mining/features.ts). */
export const miningCalls = { ...recordContract, ...burnContract, ...paymentsContract, ...autoclaimContract } as const;

export const START = Date.UTC(2025, 3, 1, 12, 0, 0);
export const HOUR = 3_600_000;

/** A store's deps, opened with a hand-moved clock from START (PGlite by default; a PostgreSQL suite passes its own). */
export type OpenStore = (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>;

export async function miningWorld(open: OpenStore = testDeps): Promise<MiningWorld> {
  const deps = await open(manualClock(START));
  return { deps, main: createApp(deps, { kind: 'main', allowedOrigins: ['*'] }), mining: createApp(deps, { kind: 'mining', allowedOrigins: ['*'] }) };
}

/**
 * One world for a suite shared by the PGlite and PostgreSQL files: the object is filled in before
 * the suite's tests and its store closed after them.
 */
export function suiteWorld(open: OpenStore): MiningWorld {
  const world: Partial<{ -readonly [K in keyof MiningWorld]: MiningWorld[K] }> = {};
  beforeAll(async () => {
    Object.assign(world, await miningWorld(open));
  }, 120_000);
  afterAll(async () => {
    await world.deps?.db.close();
  });
  return world as MiningWorld;
}

/** One world for a whole test file: opened before its tests, closed after. */
export function sharedMiningWorld(): () => MiningWorld {
  let world: MiningWorld | null = null;
  beforeAll(async () => {
    world = await miningWorld();
  }, 120_000);
  afterAll(async () => {
    await world?.deps.db.close();
  });
  return () => {
    if (!world) throw new Error('the mining world is not open yet');
    return world;
  };
}

export interface Caller {
  readonly id: number;
  readonly firstName: string;
  readonly isPremium?: boolean;
}

let nextId = 80_000;
/** A user nobody has seen yet. */
export const newCaller = (options: { isPremium?: boolean } = {}): Caller => {
  const id = nextId++;
  return { id, firstName: `Miner ${id}`, isPremium: options.isPremium ?? false };
};

let keys = 0;
export const newKey = (): string => `mining-test-key-${++keys}`;

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** Init data signed now for `caller`, and a JSON content type. */
export function signedHeaders(world: MiningWorld, caller: Caller): Record<string, string> {
  const initData = signInitData({
    botToken: world.deps.botToken,
    user: { id: caller.id, first_name: caller.firstName, ...(caller.isPremium ? { is_premium: true } : {}) },
    authDate: new Date(world.deps.clock.now()),
  });
  return { [HEADERS.initData]: initData, 'content-type': 'application/json' };
}

/** Whole-token balance of one TON token in the caller's account 0, in 1e-9 units. */
export async function holding(world: MiningWorld, caller: Caller, symbol: string): Promise<bigint> {
  const response = await world.main.request(mainContract.balances.path, { method: 'POST', headers: signedHeaders(world, caller), body: JSON.stringify({ accountIndex: 0 }) });
  const entries = mainContract.balances.response.parse(await response.json());
  const entry = entries.find((e) => e.symbol === symbol && e.chainId === 'TON');
  return entry ? nano(entry.tokensAmount) : 0n;
}

/** A call of a mining contract endpoint as `caller`, with signed init data. */
/** A call's parts: the path's `{name}` segments, the query, the body (JSON.stringify'd) and the key. */
export interface CallOptions {
  readonly params?: Record<string, string | number>;
  readonly body?: unknown;
  readonly query?: Record<string, string>;
  readonly idempotencyKey?: string;
}

export async function callRaw(
  world: MiningWorld,
  caller: Caller,
  endpoint: Endpoint,
  options: CallOptions = {},
): Promise<Answer> {
  const headers = signedHeaders(world, caller);
  if (options.idempotencyKey) headers[HEADERS.idempotencyKey] = options.idempotencyKey;
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const response = await world.mining.request(`${fillPath(endpoint.path, options.params)}${query}`, {
    method: endpoint.method,
    headers,
    ...(endpoint.method === 'POST' ? { body: JSON.stringify(options.body ?? {}) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A successful call, parsed by the contract (a drift fails the test). */
export async function call<E extends Endpoint>(
  world: MiningWorld,
  caller: Caller,
  endpoint: E,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const answer = await callRaw(world, caller, endpoint, options);
  if (answer.status !== 200) throw new Error(`${endpoint.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return endpoint.response.parse(answer.body) as ResponseOf<E>;
}

/** Credits account 0 of the caller through the main API's deposit control. */
export async function deposit(world: MiningWorld, caller: Caller, symbol: 'TON' | 'PUNK' | 'USDT', amount: string): Promise<void> {
  const tokens = (await (await controlRequest(world.main, `/sandbox/tokens?symbol=${symbol}&chainId=TON`)).json()) as { tokens: { address: string }[] };
  const tokenAddress = tokens.tokens[0]?.address;
  if (!tokenAddress) throw new Error(`no ${symbol} on TON`);
  const response = await controlRequest(world.main, '/sandbox/deposit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: caller.id, chainId: 'TON', tokenAddress, amount }),
  });
  if (response.status !== 200) throw new Error(`deposit answered ${response.status}: ${await response.text()}`);
}

/** A control of the mining API (no init data). */
export async function control(world: MiningWorld, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const response = await controlRequest(world.mining, `/sandbox${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** 1e-9 units of a decimal string (SWITCH, TON and PUNK all have 9 decimals). */
export function nano(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0') || '0');
}

/** A request to a simulation control: JSON with the control header, as the host page sends it. */
export function controlRequest(app: { request(path: string, init?: RequestInit): Response | Promise<Response> }, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = { ...(init.method === 'POST' ? { 'content-type': 'application/json' } : {}), ...sandboxControlHeaders, ...(init.headers as Record<string, string> | undefined) };
  return Promise.resolve(app.request(path, { ...init, headers }));
}

/** The messenger's answer to a Stars invoice (the host page's Pay or Cancel), for any purpose. */
export async function settleInvoice(world: MiningWorld, intentId: string, outcome: 'paid' | 'cancelled'): Promise<{ status: string; chargeId: string | null }> {
  const response = await controlRequest(world.mining, `/sandbox/invoices/${intentId}/${outcome}`, { method: 'POST' });
  if (response.status !== 200) throw new Error(`the invoice ${intentId} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { status: string; chargeId: string | null };
}

/** A new user with a mining record: what most task suites start from. */
export async function newMiner(world: MiningWorld): Promise<Caller> {
  const user = newCaller();
  await call(world, user, miningCalls.createUserMining, { body: {} });
  return user;
}

/** How many times a task was granted to the user (the grant table; once is the rule). */
export async function taskGrants(world: MiningWorld, user: Caller, code: string): Promise<number> {
  const result = await world.deps.db.query<{ n: string }>(`select count(*)::text as n from mining_task_grants where user_id = $1 and code = $2`, [user.id, code]);
  return Number(result.rows[0]?.n);
}

/** The user's external wallet as the app connects it (the sandbox wallet's address). */
export async function externalWalletOf(world: MiningWorld, user: Caller): Promise<string> {
  const response = await world.mining.request('/sandbox-wallet', { headers: signedHeaders(world, user) });
  return ((await response.json()) as { address: string }).address;
}
