/**
 * Conformance to the seeds' wire (issue 40): a table written from the call tables of seed 000 §7 and
 * seed 001 §7 (method, path shape, where each parameter travels, the JSON type the seed states),
 * checked against the requests the app's adapters really send, captured under the real HTTP client
 * on their way to the real sandbox, which must take them (no shape refusal). A change to a contract
 * path, a parameter's place or a body field's type fails here. docs/contract.md "The seeds' wire,
 * call by call" says which calls depart from the seed and why.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../adapters/http/client';
import { createHttpBurnApi } from '../../adapters/http/mining/burn-api';
import { createHttpFrensApi } from '../../adapters/http/mining/frens-api';
import { createHttpGuildsApi } from '../../adapters/http/mining/guilds-api';
import { createHttpStakingApi } from '../../adapters/http/mining/staking-api';
import { createHttpTasksApi } from '../../adapters/http/mining/tasks-api';
import { createHttpWalletApi } from '../../adapters/http/wallet-api';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { ApiError } from '../../domain/shared/api-failure';
import { startSandbox, type SandboxHandle } from '../../sandbox/server';
import { initDataFor, START_TIMEOUT_MS } from '../sandbox/platform-support';
import { memoryBackend, silentLogger } from '../support/memory-storage';

interface Sent {
  readonly method: string;
  readonly url: URL;
  readonly bodyText: string;
  status: number;
  code: string | undefined;
}

let sandbox: SandboxHandle;
const sent: Sent[] = [];

/** The app's HTTP client for one backend, its fetch recording every request it sends and the answer's status. */
function capturingClient(backend: 'main' | 'mining', server: string, user: { id: number; first_name: string }) {
  const initData = initDataFor(sandbox.deps, user);
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const entry: Sent = { method: request.method, url: new URL(request.url), bodyText: request.method === 'GET' ? '' : await request.clone().text(), status: 0, code: undefined };
    sent.push(entry);
    const response = await fetch(request);
    entry.status = response.status;
    entry.code = ((await response.clone().json().catch(() => ({}))) as { code?: string }).code;
    return response;
  };
  return createHttpClient({
    backend,
    servers: [server],
    timeoutMs: 10_000,
    slowMs: 9_000,
    storage: createLocalStorage(memoryBackend(), silentLogger()),
    logger: silentLogger(),
    initData: () => initData,
    fetch: recording,
  });
}

type JsonType = 'string' | 'number' | 'boolean';

/** One call as the seed writes it: the path's shape (`{x}` a segment), the query's and the body's fields with the stated types. */
interface SeedCall {
  readonly seed: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly query?: Readonly<Record<string, string | RegExp>>;
  readonly body?: Readonly<Record<string, JsonType | undefined>>;
  readonly send: () => Promise<unknown>;
}

let apis: {
  guilds: ReturnType<typeof createHttpGuildsApi>;
  staking: ReturnType<typeof createHttpStakingApi>;
  frens: ReturnType<typeof createHttpFrensApi>;
  tasks: ReturnType<typeof createHttpTasksApi>;
  burn: ReturnType<typeof createHttpBurnApi>;
  wallet: ReturnType<typeof createHttpWalletApi>;
};

beforeAll(async () => {
  sandbox = await startSandbox();
  const user = { id: 990_040, first_name: 'Wire' };
  const mining = capturingClient('mining', sandbox.urls.mining, user);
  const main = capturingClient('main', sandbox.urls.mainPrimary, user);
  apis = {
    guilds: createHttpGuildsApi(mining),
    staking: createHttpStakingApi(mining),
    frens: createHttpFrensApi(mining),
    tasks: createHttpTasksApi(mining),
    burn: createHttpBurnApi(mining),
    wallet: createHttpWalletApi(main),
  };
}, START_TIMEOUT_MS);
afterAll(async () => {
  await sandbox?.close();
});

const key = (): string => `seed-wire-${Math.random().toString(36).slice(2, 12)}`;

/** Written from the seeds' call tables; `send` drives the adapter the app uses for that call. */
const SEED_CALLS: readonly SeedCall[] = [
  // seed 001 §7 "Friends, guilds, alliances"
  { seed: '001 GET list friends', method: 'GET', path: '/listFriends', query: { limit: '10' }, send: () => apis.frens.listFriends(null) },
  { seed: '001 GET guild by rank', method: 'GET', path: '/guilds/{rank}', query: {}, send: () => apis.guilds.guildLeaderboard(3) },
  { seed: '001 GET alliances by guild rank', method: 'GET', path: '/alliances/guilds/{rank}', query: {}, send: () => apis.guilds.allianceLeaderboard(2) },
  { seed: '001 GET alliance by name', method: 'GET', path: '/alliances/{name}', query: {}, send: () => apis.guilds.alliance('ton_titans') },
  { seed: '001 POST set alliance', method: 'POST', path: '/alliances/set', query: { alliance: 'ton_titans' }, send: () => apis.guilds.setAlliance('ton_titans') },
  // seed 001 §7 "Mining, tasks, boosts"
  { seed: '001 GET airdrops', method: 'GET', path: '/boost/airdrops', query: { boostType: 'airdrop' }, send: () => apis.tasks.airdrops() },
  { seed: '001 GET mining tasks', method: 'GET', path: '/boost/tasks', query: { boostType: /^(general|subscriptions|pump)$/ }, send: () => apis.tasks.tasks('general') },
  { seed: '001 POST burn punks', method: 'POST', path: '/burnPunks', query: {}, body: { amount: 'string' }, send: () => apis.burn.burnPunks({ amount: '1' }, { idempotencyKey: key() }) },
  // seed 001 §7 "Staking"
  {
    seed: '001 POST staking deposit',
    method: 'POST',
    path: '/deposit',
    query: {},
    body: { amount: 'number', period: 'string', type: undefined },
    send: () => apis.staking.deposit({ amount: '1.000000001', period: '3m' }, { idempotencyKey: key() }),
  },
  { seed: '001 GET staking configs', method: 'GET', path: '/staking/configs', query: {}, send: () => apis.staking.configs() },
  { seed: '001 GET staking total amount', method: 'GET', path: '/totalAmount', query: {}, send: () => apis.staking.total() },
  { seed: '001 GET staking deposit list', method: 'GET', path: '/getList', query: {}, send: () => apis.staking.deposits() },
  { seed: '001 GET v2 staked SBT list', method: 'GET', path: '/v2/sbt/getUserSbt', query: {}, send: () => apis.staking.userSbts() },
  // seed 000 §7 (the same calls in seed 001 "Balances and history used here")
  { seed: '000 GET history', method: 'GET', path: '/history', query: { limit: '10', offset: '0', accountIndex: '0' }, send: () => apis.wallet.history({ limit: 10, offset: 0, accountIndex: 0 }) },
  {
    seed: '000 GET total balance',
    method: 'GET',
    path: '/totalBalance',
    query: { boostNotification: '1', accountIndex: '0' },
    send: () => apis.wallet.totalBalance({ accountIndex: 0, boostNotification: true }),
  },
  { seed: '000 GET /tgUserWallets', method: 'GET', path: '/tgUserWallets', query: {}, send: () => apis.wallet.wallets() },
];

/** The path's shape as a pattern: each `{x}` one non-empty segment. */
const shapeOf = (path: string): RegExp => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);

/** The JSON type of each top-level field as written in the body's text. */
function bodyTypes(text: string): Record<string, string> {
  const body = JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, typeof value]));
}

/** Refusals of a request's shape: the server did not take what was sent. */
const SHAPE_REFUSALS = ['invalid-path', 'invalid-query', 'invalid-body', 'invalid-json', 'not-found', 'unsupported-media-type'];

describe('the requests the adapters send are the seeds’ calls', () => {
  it.each(SEED_CALLS)('$seed', async (call) => {
    const before = sent.length;
    await call.send().catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
    });
    const request = sent.slice(before).at(-1);
    expect(request, 'a request was sent').toBeDefined();
    if (!request) return;
    expect(request.method).toBe(call.method);
    expect(request.url.pathname).toMatch(shapeOf(call.path));
    const query = Object.fromEntries(request.url.searchParams);
    expect(Object.keys(query).sort()).toEqual(Object.keys(call.query ?? {}).sort());
    for (const [name, expected] of Object.entries(call.query ?? {})) expect(query[name]).toMatch(typeof expected === 'string' ? new RegExp(`^${expected}$`) : expected);
    if (call.method === 'POST') {
      const types = bodyTypes(request.bodyText);
      for (const [name, type] of Object.entries(call.body ?? {})) if (type !== undefined) expect(types[name], `${name}'s JSON type`).toBe(type);
      for (const name of Object.keys(types)) expect(Object.keys(call.body ?? {}), `${name} is a field the seed names`).toContain(name);
    }
    expect(SHAPE_REFUSALS, `answered ${request.status} ${request.code ?? ''}`).not.toContain(request.code);
    expect(request.status).not.toBe(415);
  });

  it('writes the deposit’s amount as a JSON number with the decimal’s exact digits, which a float could not hold', async () => {
    const before = sent.length;
    const amount = '123456789.123456789';
    await apis.staking.deposit({ amount, period: '3m' }, { idempotencyKey: key() }).catch(() => undefined);
    const request = sent.slice(before).at(-1);
    expect(request?.bodyText).toContain(`"amount":${amount}`);
    expect(String(Number(amount))).not.toBe(amount);
  });
});

describe('an alliance name in its path segment', () => {
  it('reaches the server exactly, whatever it holds: found by its name, or refused as not a name, never another route', async () => {
    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }), fc.stringMatching(/^[A-Za-z0-9_]{3,12}$/)), async (name) => {
        fc.pre(name !== '.' && name !== '..');
        const before = sent.length;
        const outcome = await apis.guilds.alliance(name).then(
          () => 'found',
          (error: unknown) => (error instanceof ApiError && error.failure.type === 'rejected' ? error.failure.code : String(error)),
        );
        const request = sent.slice(before).at(-1);
        // One segment under /alliances, decoded back to the very name.
        expect(request?.url.pathname.split('/').slice(1, 2)).toEqual(['alliances']);
        expect(decodeURIComponent(request?.url.pathname.slice('/alliances/'.length) ?? '')).toBe(name);
        const valid = /^[A-Za-z0-9_]{3,32}$/.test(name);
        expect(outcome).toBe(valid ? (name.toLowerCase() === 'ton_titans' ? 'found' : 'no-alliance') : 'invalid-path');
        seen.push(name);
      }),
      { numRuns: 60 },
    );
    expect(seen.length).toBeGreaterThan(30);
  });

  it('a known alliance is found by its name in any case, through the segment', async () => {
    expect((await apis.guilds.alliance('TON_Titans')).name).toBe('ton_titans');
  });

  it('`.` and `..`, which no URL can carry as a segment, are never sent', async () => {
    for (const name of ['.', '..']) {
      const before = sent.length;
      await expect(apis.guilds.alliance(name)).rejects.toMatchObject({ failure: { type: 'contract' } });
      expect(sent.length).toBe(before);
    }
  });
});
