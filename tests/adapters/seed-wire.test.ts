/**
 * Conformance to the seeds' wire (issue 40): a table written from the call tables of seed 000 §7 and
 * seed 001 §7, one row per call (method, path shape, where each parameter travels, the JSON type the
 * seed states), checked against the requests the app's adapters really send, captured under the real
 * HTTP client on their way to the real sandbox, which must take them (no shape refusal). A change to
 * a contract path, a parameter's place or a body field's type fails here, and so does a call of the
 * seeds' tables without its row: the rows are compared with the tables read from the seed files.
 * docs/contract.md "The seeds' wire, call by call" says which calls depart from the seed and why; its
 * tables list the same calls with the same verdicts (checked below).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../adapters/http/client';
import { proveContract } from '../../adapters/http/contract/mining/prove';
import { stakingContract } from '../../adapters/http/contract/mining/staking';
import { createHttpAuctionApi } from '../../adapters/http/mining/auction-api';
import { createHttpBurnApi } from '../../adapters/http/mining/burn-api';
import { createHttpCopyTradeApi } from '../../adapters/http/mining/copy-trade-api';
import { createHttpEmojiTaskApi } from '../../adapters/http/mining/emoji-task-api';
import { createHttpFrensApi } from '../../adapters/http/mining/frens-api';
import { createHttpGuildsApi } from '../../adapters/http/mining/guilds-api';
import { createHttpProveApi } from '../../adapters/http/mining/prove-api';
import { createHttpMiningRecordApi } from '../../adapters/http/mining/record-api';
import { createHttpStakingApi } from '../../adapters/http/mining/staking-api';
import { createHttpTasksApi } from '../../adapters/http/mining/tasks-api';
import { createHttpWalletTasksApi } from '../../adapters/http/mining/wallet-tasks-api';
import { createHttpPaymentApi } from '../../adapters/http/payment-api';
import { createHttpSendApi } from '../../adapters/http/send-api';
import { createHttpSwapApi } from '../../adapters/http/swap-api';
import { createHttpTokensApi } from '../../adapters/http/tokens-api';
import { createHttpWalletApi } from '../../adapters/http/wallet-api';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { donationPurchase } from '../../domain/mining/donate/purchase';
import { PROVE_PURCHASE } from '../../domain/mining/prove/purchase';
import { sbtPurchase } from '../../domain/mining/staking/sbt-purchase';
import { stakingPurchase } from '../../domain/mining/staking/purchase';
import type { Purchase } from '../../domain/payment/types';
import { ApiError } from '../../domain/shared/api-failure';
import { nativeToken, tokensOnChain } from '../../sandbox/main/engine/token-catalogue';
import { startSandbox, type SandboxHandle } from '../../sandbox/server';
import { initDataFor, START_TIMEOUT_MS } from '../sandbox/platform-support';
import { memoryBackend, silentLogger } from '../support/memory-storage';

// ---------------------------------------------------------------------------------------------
// The seeds' call tables, read from the seed files

type SeedNo = '000' | '001';

interface SeedTableCall {
  readonly seed: SeedNo;
  /** The call's first cell, verbatim. */
  readonly call: string;
  /** The method and the path, where the cell states them. */
  readonly method?: string;
  readonly path?: string;
}

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The specification sits beside the project (README: `../shared/seeds/`), which a fresh clone (CI) does
 * not have; §7 of each seed is therefore kept in the repository, verbatim, under tests/fixtures/seed-wire/,
 * and a drift check below compares it with the seed wherever the seed is present.
 */
const SECTION_7_COPY = (seed: SeedNo): string => join(REPO, 'tests/fixtures/seed-wire', `seed-${seed}-section-7.md`);

/** §7 of a seed as the seed file itself has it, or undefined where no `shared/seeds/` folder sits above the repo. */
function seedSection7Text(seed: SeedNo): string | undefined {
  for (let dir = REPO; dir !== dirname(dir); dir = dirname(dir)) {
    const seeds = join(dir, 'shared', 'seeds');
    const file = existsSync(seeds) ? readdirSync(seeds).find((name) => name.startsWith(`${seed}_`) && name.endsWith('.txt')) : undefined;
    if (!file) continue;
    const text = readFileSync(join(seeds, file), 'utf8');
    const rest = text.slice(text.search(/^## 7\./m));
    const next = rest.slice(1).search(/^## /m);
    return next < 0 ? rest : rest.slice(0, next + 1);
  }
  return undefined;
}

/** §7 of a seed: its call tables' rows, and the paths it names without a row. */
function seedSection7(seed: SeedNo): { readonly calls: readonly SeedTableCall[]; readonly namedPaths: readonly string[] } {
  const section = readFileSync(SECTION_7_COPY(seed), 'utf8');
  const calls: SeedTableCall[] = [];
  const namedPaths: string[] = [];
  for (const line of section.split('\n')) {
    if (/^(Paths named|Path names)/.test(line)) namedPaths.push(...(line.match(/\/[\w/-]+/g) ?? []));
    const cell = /^\|([^|]*)\|/.exec(line)?.[1]?.trim();
    if (cell === undefined || /^-+$/.test(cell) || cell === 'Method and path' || cell === 'Call') continue;
    const stated = /^(GET|POST)\b(?: (\/\S*))?/.exec(cell);
    calls.push({ seed, call: cell, ...(stated?.[1] ? { method: stated[1] } : {}), ...(stated?.[2] ? { path: stated[2] } : {}) });
  }
  return { calls, namedPaths };
}

const SEEDS = { '000': seedSection7('000'), '001': seedSection7('001') } as const;
/** Every path a seed names: the rows' paths of seed 000 and both lists of names. */
const SEED_PATHS = new Set([...SEEDS['000'].namedPaths, ...SEEDS['001'].namedPaths, ...SEEDS['000'].calls.flatMap((call) => (call.path ? [call.path] : []))]);

// ---------------------------------------------------------------------------------------------
// The requests the app sends, captured under its HTTP client

interface Sent {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly bodyText: string;
  status: number;
  answer: { code?: string; message?: string; path?: unknown };
}

let sandbox: SandboxHandle;
const sent: Sent[] = [];

/** The app's HTTP client for one backend, its fetch recording every request it sends and the answer. */
function capturingClient(backend: 'main' | 'mining', server: string, user: { id: number; first_name: string }): HttpClient {
  const initData = initDataFor(sandbox.deps, user);
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const entry: Sent = {
      method: request.method,
      url: new URL(request.url),
      headers: new Headers(request.headers),
      bodyText: request.method === 'GET' ? '' : await request.clone().text(),
      status: 0,
      answer: {},
    };
    sent.push(entry);
    const response = await fetch(request);
    entry.status = response.status;
    entry.answer = (await response.clone().json().catch(() => ({}))) as Sent['answer'];
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

// ---------------------------------------------------------------------------------------------
// The table

type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array';
/** A body field the seed names: the JSON type it states (`unstated`: it states none), optional or not, the values it allows. */
interface FieldSpec {
  readonly type: JsonType | 'unstated';
  readonly optional?: true;
  readonly values?: RegExp;
}
/** A query parameter the seed names: its value (exact text or pattern), optional or not. */
interface ParamSpec {
  readonly value: string | RegExp;
  readonly optional?: true;
}

const field = (type: FieldSpec['type'], more: Omit<FieldSpec, 'type'> = {}): FieldSpec => ({ type, ...more });
const unstated = field('unstated');
const param = (value: string | RegExp, more: Omit<ParamSpec, 'value'> = {}): ParamSpec => ({ value, ...more });
const anyNumber = /^\d+$/;

interface SeedCall {
  readonly seed: SeedNo;
  /** The seed table's first cell, verbatim. */
  readonly call: string;
  /** The seed's method; where it states none (one call), ours. */
  readonly method: 'GET' | 'POST';
  /** OpenAPI's form (`{x}` a segment). */
  readonly path: string;
  /** Where the path comes from: stated in the seed's row, a name of the seeds' lists of paths, or named by us (the seeds name none). */
  readonly pathFrom: 'seed row' | 'seed list' | 'ours';
  /** The query parameters the seed names; none sent besides these and `ours`. */
  readonly query?: Readonly<Record<string, ParamSpec>>;
  /** The body fields the seed names (a POST without it: the seed shows no body, `{}` is sent); none besides these and `ours`. */
  readonly body?: Readonly<Record<string, FieldSpec>>;
  readonly headers?: Readonly<Record<string, RegExp>>;
  /** Query or body fields beyond the seed's: our design, each in docs/contract.md. */
  readonly ours?: readonly string[];
  /** Where the call departs from the seed: the reason, as docs/contract.md gives it. */
  readonly departs?: string;
  /** The app never makes this call (docs/contract.md says why): the row sends the contract's call through the same client. */
  readonly notSentByApp?: string;
  /** Drives the adapter the app uses for the call; every request it sends is checked against the row. */
  readonly send: () => Promise<unknown>;
}

let main: HttpClient;
let mining: HttpClient;
let apis: {
  wallet: ReturnType<typeof createHttpWalletApi>;
  tokens: ReturnType<typeof createHttpTokensApi>;
  swap: ReturnType<typeof createHttpSwapApi>;
  send: ReturnType<typeof createHttpSendApi>;
  record: ReturnType<typeof createHttpMiningRecordApi>;
  tasks: ReturnType<typeof createHttpTasksApi>;
  walletTasks: ReturnType<typeof createHttpWalletTasksApi>;
  emoji: ReturnType<typeof createHttpEmojiTaskApi>;
  burn: ReturnType<typeof createHttpBurnApi>;
  frens: ReturnType<typeof createHttpFrensApi>;
  guilds: ReturnType<typeof createHttpGuildsApi>;
  payment: ReturnType<typeof createHttpPaymentApi>;
  copyTrade: ReturnType<typeof createHttpCopyTradeApi>;
  staking: ReturnType<typeof createHttpStakingApi>;
  prove: ReturnType<typeof createHttpProveApi>;
  auction: ReturnType<typeof createHttpAuctionApi>;
};
/** The treasury and the price the autoclaim's offer names, for its internal payment. */
let autoclaimPayment: { accountIndex: number; to: string; amount: string };

beforeAll(async () => {
  sandbox = await startSandbox();
  const user = { id: 990_040, first_name: 'Wire' };
  main = capturingClient('main', sandbox.urls.mainPrimary, user);
  mining = capturingClient('mining', sandbox.urls.mining, user);
  apis = {
    wallet: createHttpWalletApi(main),
    tokens: createHttpTokensApi(main),
    swap: createHttpSwapApi(main),
    send: createHttpSendApi(main),
    record: createHttpMiningRecordApi(mining),
    tasks: createHttpTasksApi(mining),
    walletTasks: createHttpWalletTasksApi(mining),
    emoji: createHttpEmojiTaskApi(mining),
    burn: createHttpBurnApi(mining),
    frens: createHttpFrensApi(mining),
    guilds: createHttpGuildsApi(mining),
    payment: createHttpPaymentApi(mining),
    copyTrade: createHttpCopyTradeApi(mining),
    staking: createHttpStakingApi(mining),
    prove: createHttpProveApi(mining),
    auction: createHttpAuctionApi(mining),
  };
  // A mining record, so the mining calls reach their own checks rather than 404 no-mining.
  await apis.record.createUserMining({});
  // Eleven invited friends, so the list of friends has a second page and a page token of ours.
  const { referralCode } = await apis.frens.frensConfig();
  await Promise.all(
    Array.from({ length: 11 }, (_, index) =>
      createHttpMiningRecordApi(capturingClient('mining', sandbox.urls.mining, { id: 990_100 + index, first_name: `Friend ${index}` })).createUserMining({ ref: referralCode }),
    ),
  );
  const offer = await apis.payment.offer(AUTOCLAIM);
  const price = offer.ways.find((way) => way.way === 'internal');
  autoclaimPayment = { accountIndex: 0, to: offer.treasuryAddress, amount: price?.amount ?? '1' };
}, START_TIMEOUT_MS);
afterAll(async () => {
  await sandbox?.close();
});

const key = (): { idempotencyKey: string } => ({ idempotencyKey: `seed-wire-${Math.random().toString(36).slice(2, 12)}` });
/** Runs each call in turn; a refusal is an answer too (the row checks what was sent and that its shape was taken). */
async function each(...calls: (() => Promise<unknown>)[]): Promise<void> {
  for (const call of calls)
    await call().catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
    });
}

/** Well formed, no one's: refused 404 not-found at copyTradeId, after the shape was taken. */
const UNKNOWN_TRADE = 'ct_unknown-trade-0001';
/** A purchase paid each way, as the purchase flow pays it (a way its purpose does not offer is refused before sending). */
const everyWay = (purchase: Purchase, internalAmount: string): Promise<void> =>
  each(
    () => apis.payment.payInternal(purchase, { accountIndex: 0, to: autoclaimPayment.to, amount: internalAmount }, key()),
    () => apis.payment.starsInvoice(purchase, key()),
    () => apis.payment.externalTransaction(purchase, key()),
  );
const AUTOCLAIM: Purchase = { purpose: 'autoclaim', details: {} };
const EVM_NATIVE = nativeToken(1).address;
const EVM_USDT = tokensOnChain(1).find((token) => token.symbol === 'USDT')?.address ?? EVM_NATIVE;
const TON_JETTON = tokensOnChain('TON').find((token) => token.address !== nativeToken('TON').address)?.address ?? 'TON';
const SOME_EVM_ADDRESS = `0x${'2'.repeat(40)}`;
const SOME_TON_ADDRESS = 'UQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAJKZ';
const wallet = {
  history: () => apis.wallet.history({ limit: 10, offset: 0, accountIndex: 0 }),
  totalBalance: () => each(() => apis.wallet.totalBalance({ accountIndex: 0, boostNotification: true }), () => apis.wallet.totalBalance({ accountIndex: 0, boostNotification: false })),
  stableCoins: () => apis.tokens.stableCoins({ chainId: 1, accountIndex: 0 }),
  balances: () => apis.tokens.balances(0),
};

/** Written from the seeds' call tables, in their order; `send` drives the adapter the app uses for that call. */
const SEED_CALLS: readonly SeedCall[] = [
  // ---- seed 000 §7
  {
    seed: '000',
    call: 'POST /fetchRoute',
    method: 'POST',
    path: '/fetchRoute',
    pathFrom: 'seed row',
    body: { amount: unstated, to: unstated, toChainId: unstated, from: unstated, fromChainId: unstated, accountIndex: unstated },
    send: () => apis.swap.fetchRoute({ amount: '1000000', from: EVM_USDT, fromChainId: 1, to: EVM_NATIVE, toChainId: 1, accountIndex: 0 }),
  },
  {
    seed: '000',
    call: 'POST /v2/tc/simulate-swap (TON destination)',
    method: 'POST',
    path: '/v2/tc/simulate-swap',
    pathFrom: 'seed row',
    body: { offer_jetton: unstated, offer_amount: unstated, ask_jetton: unstated },
    ours: ['accountIndex'],
    send: () => apis.swap.simulateTonSwap({ offer_jetton: 'TON', offer_amount: '1000000000', ask_jetton: TON_JETTON, accountIndex: 0 }),
  },
  {
    seed: '000',
    call: 'POST /swap',
    method: 'POST',
    path: '/swap',
    pathFrom: 'seed row',
    body: { routeId: unstated, accountIndex: unstated },
    send: () => apis.swap.swap({ routeId: 'route-unknown', accountIndex: 0 }, key()),
  },
  {
    seed: '000',
    call: 'POST /v2/tc/swap',
    method: 'POST',
    path: '/v2/tc/swap',
    pathFrom: 'seed row',
    body: { offer_jetton: unstated, offer_amount: unstated, ask_jetton: unstated, min_ask_amount: unstated, provider: unstated },
    headers: { walletindex: /^0$/ },
    send: () => apis.swap.tonSwap({ offer_jetton: 'TON', offer_amount: '1000000000', ask_jetton: TON_JETTON, min_ask_amount: '1', provider: 'stonfi', accountIndex: 0 }, key()),
  },
  {
    seed: '000',
    call: 'POST /knownTokens',
    method: 'POST',
    path: '/knownTokens',
    pathFrom: 'seed row',
    // "searchText or tokenAddress": one of the two.
    body: { chainId: unstated, searchText: field('unstated', { optional: true }), tokenAddress: field('unstated', { optional: true }), sliceProps: field('object') },
    ours: ['accountIndex'],
    send: () =>
      each(
        () => apis.tokens.knownTokens({ chainId: 1, searchText: 'us', accountIndex: 0, sliceProps: { limit: 10, offset: 0 } }),
        () => apis.tokens.knownTokens({ chainId: 1, tokenAddress: EVM_USDT, accountIndex: 0, sliceProps: { limit: 10, offset: 0 } }),
      ),
  },
  { seed: '000', call: 'POST /balances', method: 'POST', path: '/balances', pathFrom: 'seed row', body: { accountIndex: unstated }, send: wallet.balances },
  {
    seed: '000',
    call: 'POST /transfer',
    method: 'POST',
    path: '/transfer',
    pathFrom: 'seed row',
    body: { to: unstated, amount: field('string'), tokenAddress: unstated, chainId: unstated, accountIndex: unstated, comment: field('unstated', { optional: true }), dry: field('boolean') },
    send: () =>
      each(
        () => apis.send.transfer({ to: SOME_EVM_ADDRESS, amount: '0.5', tokenAddress: EVM_USDT, chainId: 1, accountIndex: 0, comment: 'hi', dry: true }),
        () => apis.send.transfer({ to: SOME_EVM_ADDRESS, amount: '0.5', tokenAddress: EVM_USDT, chainId: 1, accountIndex: 0, comment: 'hi', dry: false }, key()),
      ),
  },
  {
    seed: '000',
    call: 'POST /createPresetSwap',
    method: 'POST',
    path: '/createPresetSwap',
    pathFrom: 'seed row',
    body: { to: unstated, from: unstated },
    send: () => apis.swap.createPresetSwap({ from: { address: EVM_USDT, chainId: 1 }, to: { address: EVM_NATIVE, chainId: 1 } }),
  },
  {
    seed: '000',
    call: 'GET /getPresetTokens (optional startParam query)',
    method: 'GET',
    path: '/getPresetTokens',
    pathFrom: 'seed row',
    query: { startParam: param(/^.+$/, { optional: true }) },
    send: () => each(() => apis.swap.presetTokens({ startParam: 'abc' }), () => apis.swap.presetTokens({})),
  },
  { seed: '000', call: 'GET /tgUserWallets', method: 'GET', path: '/tgUserWallets', pathFrom: 'seed row', send: () => apis.wallet.wallets() },
  {
    seed: '000',
    call: 'GET history',
    method: 'GET',
    path: '/history',
    pathFrom: 'ours',
    query: { limit: param('10'), offset: param(anyNumber), accountIndex: param(anyNumber) },
    send: wallet.history,
  },
  {
    seed: '000',
    call: 'GET total balance (optional boostNotification=1)',
    method: 'GET',
    path: '/totalBalance',
    pathFrom: 'seed list',
    query: { boostNotification: param('1', { optional: true }) },
    ours: ['accountIndex'],
    send: wallet.totalBalance,
  },
  {
    seed: '000',
    call: 'GET stable coins and ETH',
    method: 'GET',
    path: '/stableCoinsAndEth',
    pathFrom: 'ours',
    query: { chainID: param(anyNumber), accountIndex: param(anyNumber) },
    send: wallet.stableCoins,
  },

  // ---- seed 001 §7 "Mining, tasks, boosts"
  { seed: '001', call: 'GET airdrops, query boostType=airdrop', method: 'GET', path: '/boost/airdrops', pathFrom: 'ours', query: { boostType: param('airdrop') }, send: () => apis.tasks.airdrops() },
  {
    seed: '001',
    call: 'POST create user mining',
    method: 'POST',
    path: '/mining/createUserMining',
    pathFrom: 'seed list',
    body: {},
    ours: ['ref'],
    departs: 'the launch’s referral code may travel as ref',
    send: () => each(() => apis.record.createUserMining({}), () => apis.record.createUserMining({ ref: '12345' })),
  },
  { seed: '001', call: 'GET mining record (v2 staking)', method: 'GET', path: '/getUserMining', pathFrom: 'seed list', send: () => apis.record.userMining() },
  { seed: '001', call: 'POST mining referral stats', method: 'POST', path: '/referralStats', pathFrom: 'seed list', body: {}, send: () => apis.frens.referralStats() },
  {
    seed: '001',
    call: 'GET mining tasks, query boostType (general, subscriptions or pump)',
    method: 'GET',
    path: '/boost/tasks',
    pathFrom: 'seed list',
    query: { boostType: param(/^(general|subscriptions|pump)$/) },
    send: () => each(() => apis.tasks.tasks('general'), () => apis.tasks.tasks('subscriptions'), () => apis.tasks.tasks('pump')),
  },
  {
    seed: '001',
    call: 'POST set TON wallet',
    method: 'POST',
    path: '/setTonWallet',
    pathFrom: 'seed list',
    body: { walletAddress: unstated },
    send: () => apis.walletTasks.setTonWallet(SOME_TON_ADDRESS, key()),
  },
  {
    seed: '001',
    call: 'POST confirm subscription',
    method: 'POST',
    path: '/confirmSubscription',
    pathFrom: 'seed list',
    // A list's task has no airdrop; an airdrop's task names it.
    body: { subscriptionType: unstated, airdropId: field('unstated', { optional: true }) },
    send: () =>
      each(
        () => apis.tasks.confirmSubscription({ subscriptionType: 'subscription' }, key()),
        () => apis.tasks.confirmAirdropTask({ airdropId: 'airdrop-1', code: 'subscription' }, key()),
      ),
  },
  { seed: '001', call: 'POST activate daily boost', method: 'POST', path: '/boost/activateDailyBoost', pathFrom: 'seed list', body: {}, send: () => apis.tasks.activateDailyBoost(key()) },
  { seed: '001', call: 'POST check emoji', method: 'POST', path: '/boost/checkEmoji', pathFrom: 'seed list', body: {}, send: () => apis.emoji.checkEmoji(key()) },
  {
    seed: '001',
    call: 'POST check staking punks',
    method: 'POST',
    path: '/boost/checkPunkStaking',
    pathFrom: 'seed list',
    body: {},
    ours: ['walletAddress'],
    departs: 'the connected wallet to check travels as walletAddress',
    send: () => apis.walletTasks.checkPunkStaking(SOME_TON_ADDRESS, key()),
  },
  { seed: '001', call: 'POST burn punks', method: 'POST', path: '/burnPunks', pathFrom: 'seed list', body: { amount: unstated }, send: () => apis.burn.burnPunks({ amount: '1' }, key()) },

  // ---- seed 001 §7 "Friends, guilds, alliances"
  {
    seed: '001',
    call: 'GET list friends',
    method: 'GET',
    path: '/listFriends',
    pathFrom: 'seed list',
    query: { limit: param('10'), pageToken: param(/^.+$/, { optional: true }) },
    send: async () => {
      const first = await apis.frens.listFriends(null);
      expect(first.nextToken, 'a second page').not.toBeNull();
      await apis.frens.listFriends(first.nextToken);
    },
  },
  { seed: '001', call: 'GET guild by rank', method: 'GET', path: '/guilds/{rank}', pathFrom: 'seed list', send: () => apis.guilds.guildLeaderboard(3) },
  { seed: '001', call: 'GET alliances by guild rank', method: 'GET', path: '/alliances/guilds/{rank}', pathFrom: 'seed list', send: () => apis.guilds.allianceLeaderboard(2) },
  { seed: '001', call: 'GET alliance by name', method: 'GET', path: '/alliances/{name}', pathFrom: 'seed list', send: () => apis.guilds.alliance('ton_titans') },
  {
    seed: '001',
    call: 'POST set alliance',
    method: 'POST',
    path: '/alliances/set',
    pathFrom: 'seed list',
    // "with no query the user leaves the alliance"
    query: { alliance: param('ton_titans', { optional: true }) },
    body: {},
    send: () => each(() => apis.guilds.setAlliance('ton_titans'), () => apis.guilds.setAlliance(null)),
  },
  {
    seed: '001',
    call: 'GET staking status (v2)',
    method: 'GET',
    path: '/staking',
    pathFrom: 'seed list',
    notSentByApp: 'the alliance’s answer carries stakingRequired, from the same staking status',
    send: () => mining.call(stakingContract.stakingStatus),
  },

  // ---- seed 001 §7 "Autoclaim and transfer"
  {
    seed: '001',
    call: 'POST transfer',
    method: 'POST',
    path: '/transfer',
    pathFrom: 'seed list',
    body: { to: unstated, amount: field('string'), tokenAddress: unstated, chainId: field('string', { values: /^TON$/ }), accountIndex: unstated, dry: field('boolean') },
    send: () => each(() => apis.payment.checkInternal(AUTOCLAIM, autoclaimPayment), () => apis.payment.payInternal(AUTOCLAIM, autoclaimPayment, key())),
  },
  { seed: '001', call: 'POST messenger-star autoclaim', method: 'POST', path: '/telegramStar/autoclaim', pathFrom: 'seed list', body: {}, send: () => apis.payment.starsInvoice(AUTOCLAIM, key()) },
  { seed: '001', call: 'POST external autoclaim', method: 'POST', path: '/transfer/external/autoclaim', pathFrom: 'seed list', body: {}, send: () => apis.payment.externalTransaction(AUTOCLAIM, key()) },

  // ---- seed 001 §7 "Balances and history used here": the main server's calls of seed 000
  { seed: '001', call: 'POST balances', method: 'POST', path: '/balances', pathFrom: 'seed list', body: { accountIndex: unstated }, send: wallet.balances },
  {
    seed: '001',
    call: 'GET history',
    method: 'GET',
    path: '/history',
    pathFrom: 'ours',
    query: { limit: param('10'), offset: param(anyNumber), accountIndex: param(anyNumber) },
    send: wallet.history,
  },
  {
    seed: '001',
    call: 'GET total balance',
    method: 'GET',
    path: '/totalBalance',
    pathFrom: 'seed list',
    query: { boostNotification: param('1', { optional: true }) },
    ours: ['accountIndex'],
    send: wallet.totalBalance,
  },
  {
    seed: '001',
    call: 'GET stable coins and ETH',
    method: 'GET',
    path: '/stableCoinsAndEth',
    pathFrom: 'ours',
    query: { chainID: param(anyNumber), accountIndex: param(anyNumber) },
    send: wallet.stableCoins,
  },

  // ---- seed 001 §7 "Copy trading"
  { seed: '001', call: 'GET subscriptions', method: 'GET', path: '/getCopyTrades', pathFrom: 'seed list', query: { accountIndex: param(anyNumber) }, send: () => apis.copyTrade.copyTrades({ accountIndex: 0 }) },
  {
    seed: '001',
    call: 'POST subscription',
    method: 'POST',
    path: '/startMonitoringCopyTrade',
    pathFrom: 'seed list',
    body: { accountIndex: unstated, chainId: unstated, followedAddress: unstated, ante: unstated, protocols: unstated, depositInNano: unstated, fromToken: unstated },
    send: () =>
      apis.copyTrade.start(
        { accountIndex: 0, chainId: 1, followedAddress: SOME_EVM_ADDRESS, ante: '0.5', protocols: ['uniswap'], depositInNano: '100000000', fromToken: EVM_USDT },
        key(),
      ),
  },
  {
    seed: '001',
    call: 'GET user transaction',
    method: 'GET',
    path: '/getCopyTrades',
    pathFrom: 'seed list',
    query: { accountIndex: param(anyNumber), copyTradeId: param(/^.+$/) },
    send: () => apis.copyTrade.copyTrades({ accountIndex: 0, copyTradeId: UNKNOWN_TRADE }),
  },
  { seed: '001', call: 'POST cancel subscription', method: 'POST', path: '/cancelCopyTrade', pathFrom: 'seed list', body: { _id: unstated }, send: () => apis.copyTrade.cancel({ _id: UNKNOWN_TRADE }, key()) },
  {
    seed: '001',
    call: 'load subscription by trade id',
    method: 'GET',
    path: '/getCopyTrades',
    pathFrom: 'seed list',
    query: {},
    ours: ['accountIndex', 'copyTradeId'],
    send: () => apis.copyTrade.copyTrades({ accountIndex: 0, copyTradeId: UNKNOWN_TRADE }),
  },

  // ---- seed 001 §7 "Staking"
  { seed: '001', call: 'GET staking configs', method: 'GET', path: '/staking/configs', pathFrom: 'seed list', send: () => apis.staking.configs() },
  { seed: '001', call: 'GET staking total amount', method: 'GET', path: '/totalAmount', pathFrom: 'seed list', send: () => apis.staking.total() },
  {
    seed: '001',
    call: 'POST staking deposit',
    method: 'POST',
    path: '/deposit',
    pathFrom: 'seed list',
    body: { amount: field('number'), period: unstated, type: field('unstated', { optional: true, values: /^(internal|stars|external)$/ }) },
    ours: ['accountIndex'],
    // A free period's deposit (no type), then a paid period's by every way.
    send: () => each(() => apis.staking.deposit({ amount: '1.000000001', period: '3m' }, key()), () => everyWay(stakingPurchase('1', '3mhp'), '1')),
  },
  { seed: '001', call: 'GET staking deposit list', method: 'GET', path: '/getList', pathFrom: 'seed list', send: () => apis.staking.deposits() },
  { seed: '001', call: 'GET v2 staked SBT list', method: 'GET', path: '/v2/sbt/getUserSbt', pathFrom: 'seed list', send: () => apis.staking.userSbts() },
  {
    seed: '001',
    call: 'GET v2 claim staking SBT',
    method: 'GET',
    path: '/v2/sbt/getTrBody',
    pathFrom: 'seed list',
    query: { stakingPeriod: param(/^.+$/) },
    send: () => apis.payment.externalTransaction(sbtPurchase('3m'), key()),
  },

  // ---- seed 001 §7 "Proof of humanity"
  { seed: '001', call: 'GET v2 proof info', method: 'GET', path: '/getProve', pathFrom: 'seed list', send: () => apis.prove.info() },
  {
    seed: '001',
    call: 'POST v2 proof create transaction',
    method: 'POST',
    path: '/v2/prove/preCheckout',
    pathFrom: 'seed list',
    body: { payType: field('unstated', { values: /^(external|star|internal)$/ }) },
    ours: ['accountIndex'],
    send: () => everyWay(PROVE_PURCHASE, '0.5'),
  },
  { seed: '001', call: 'POST v2 proof check code', method: 'POST', path: '/confirmProve', pathFrom: 'seed list', body: { code: unstated }, send: () => apis.prove.confirmCode('123456') },
  {
    seed: '001',
    call: 'POST v2 proof price check',
    method: 'POST',
    path: '/priceCheck',
    pathFrom: 'seed list',
    body: {},
    notSentByApp: 'the proof info carries the price',
    send: () => mining.call(proveContract.priceCheck, { body: {} }),
  },

  // ---- seed 001 §7 "Auction and donation"
  { seed: '001', call: 'GET v2 auction', method: 'GET', path: '/v2/switch/preCheckout', pathFrom: 'seed list', send: () => apis.auction.auction() },
  {
    seed: '001',
    call: 'POST v2 claim auction',
    method: 'POST',
    path: '/claim',
    pathFrom: 'seed list',
    body: {},
    ours: ['stake'],
    send: () => each(() => apis.auction.claim(key()), () => apis.auction.claim({ ...key(), stake: true })),
  },
  {
    seed: '001',
    call: 'POST v2 donate',
    method: 'POST',
    path: '/v2/donation/donate',
    pathFrom: 'seed list',
    body: { payType: unstated, tonAmount: unstated, name: unstated, comment: unstated },
    ours: ['type', 'accountIndex'],
    // No Stars for donations: that way is refused before sending.
    send: () => everyWay(donationPurchase('hallOfFame', '1', 'Wire', 'thanks'), '1'),
  },
];

// ---------------------------------------------------------------------------------------------
// The checks

/** The path's shape as a pattern: each `{x}` one non-empty segment. */
const shapeOf = (path: string): RegExp => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
/** The path before its first `{x}` segment: the name a seed's list holds. */
const namedPart = (path: string): string => path.replace(/\/\{.*$/, '');
const jsonType = (value: unknown): string => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/**
 * Refusals of a request's shape: the server did not take what was sent (a route not found answers
 * `not-found` without a field), or never looked at it (401: the client's init data did not pass).
 * Any other refusal is the call's own (no balance, no such route id...), after the shape was taken.
 */
const SHAPE_REFUSALS = ['invalid-path', 'invalid-query', 'invalid-body', 'invalid-json', 'unsupported-media-type'];
const shapeRefused = (request: Sent): boolean =>
  SHAPE_REFUSALS.includes(request.answer.code ?? '') ||
  [401, 413, 415].includes(request.status) ||
  (request.answer.code === 'not-found' && request.answer.path === undefined);

function checkRequest(call: SeedCall, request: Sent): void {
  const ours = call.ours ?? [];
  expect(request.method).toBe(call.method);
  expect(request.url.pathname).toMatch(shapeOf(call.path));
  const query = Object.fromEntries(request.url.searchParams);
  for (const name of Object.keys(query)) expect([...Object.keys(call.query ?? {}), ...ours], `query ${name} is the seed's or ours`).toContain(name);
  for (const [name, spec] of Object.entries(call.query ?? {})) {
    if (!(name in query) && spec.optional) continue;
    expect(query[name], `query ${name}`).toMatch(typeof spec.value === 'string' ? new RegExp(`^${spec.value}$`) : spec.value);
  }
  for (const [name, pattern] of Object.entries(call.headers ?? {})) expect(request.headers.get(name), `header ${name}`).toMatch(pattern);
  if (call.method === 'GET') {
    expect(request.bodyText).toBe('');
  } else {
    const body = JSON.parse(request.bodyText) as Record<string, unknown>;
    expect(jsonType(body)).toBe('object');
    for (const name of Object.keys(body)) expect([...Object.keys(call.body ?? {}), ...ours], `body ${name} is the seed's or ours`).toContain(name);
    for (const [name, spec] of Object.entries(call.body ?? {})) {
      if (!(name in body) && spec.optional) continue;
      expect(body, `body ${name}`).toHaveProperty([name]);
      if (spec.type !== 'unstated') expect(jsonType(body[name]), `${name}'s JSON type`).toBe(spec.type);
      if (spec.values) expect(String(body[name]), `${name}'s value`).toMatch(spec.values);
    }
  }
  expect(shapeRefused(request), `answered ${request.status} ${JSON.stringify(request.answer)}`).toBe(false);
}

describe('the requests the adapters send are the seeds’ calls', () => {
  it.each(SEED_CALLS.map((call) => [`${call.seed} ${call.call}`, call] as const))('%s', async (_name, call) => {
    const before = sent.length;
    await each(call.send);
    const requests = sent.slice(before);
    expect(requests.length, 'requests were sent').toBeGreaterThan(0);
    for (const request of requests) checkRequest(call, request);
    // Each optional query parameter and body field was sent at least once, so its value was checked too.
    const optional = [...Object.entries(call.query ?? {}), ...Object.entries(call.body ?? {})].filter(([, spec]) => spec.optional).map(([name]) => name);
    for (const name of optional) {
      const carried = requests.map((request) => request.url.searchParams.has(name) || (request.bodyText !== '' && name in (JSON.parse(request.bodyText) as object)));
      expect(carried, `${name} sent at least once`).toContain(true);
    }
  });

  it('writes the deposit’s amount as a JSON number with the decimal’s exact digits, which a float could not hold', async () => {
    const before = sent.length;
    const amount = '123456789.123456789';
    await apis.staking.deposit({ amount, period: '3m' }, key()).catch(() => undefined);
    const request = sent.slice(before).at(-1);
    expect(request?.bodyText).toContain(`"amount":${amount}`);
    expect(String(Number(amount))).not.toBe(amount);
  });
});

describe('the table is the seeds’ call tables', () => {
  const seedsBeside = seedSection7Text('000') !== undefined;
  it.skipIf(!seedsBeside)('reads §7 from a copy that is the seed’s own text, verbatim (checked where the seeds sit beside the repo)', () => {
    for (const seed of ['000', '001'] as const) expect(readFileSync(SECTION_7_COPY(seed), 'utf8'), `seed ${seed} §7`).toBe(seedSection7Text(seed));
  });

  it('has one row for every call of seed 000 §7 and seed 001 §7, and none besides', () => {
    const seedCalls = [...SEEDS['000'].calls, ...SEEDS['001'].calls].map((call) => `${call.seed} ${call.call}`);
    expect(seedCalls.length).toBeGreaterThan(50);
    expect(SEED_CALLS.map((call) => `${call.seed} ${call.call}`)).toEqual(seedCalls);
  });

  it('takes the method and the path each seed row states, and a path of the seeds’ lists where the row states none', () => {
    for (const call of SEED_CALLS) {
      const stated = SEEDS[call.seed].calls.find((row) => row.call === call.call);
      if (stated?.method) expect(call.method, call.call).toBe(stated.method);
      expect(call.pathFrom === 'seed row', `${call.call}: path from the row`).toBe(stated?.path !== undefined);
      if (stated?.path) expect(call.path, call.call).toBe(stated.path);
      // 'ours' only where the seeds name no such path, so a path of theirs is never called ours.
      if (call.pathFrom !== 'seed row') expect(SEED_PATHS.has(namedPart(call.path)), `${call.call}: ${call.path} named by a seed`).toBe(call.pathFrom === 'seed list');
    }
  });

  it(`agrees with docs/contract.md "The seeds' wire, call by call": a line per call, departing where the row departs`, () => {
    const doc = readFileSync(join(REPO, 'docs', 'contract.md'), 'utf8');
    const section = doc.slice(doc.indexOf("## The seeds' wire, call by call"));
    const lines = new Map<string, string>();
    let seed: SeedNo | undefined;
    for (const line of section.split('\n')) {
      const heading = /^### Seed (000|001) §7/.exec(line);
      if (heading) seed = heading[1] as SeedNo;
      const cells = /^\| `([^`]+)` \|(.*)$/.exec(line);
      if (seed && cells?.[1] && cells[2]) lines.set(`${seed} ${cells[1]}`, cells[2]);
    }
    expect([...lines.keys()]).toEqual(SEED_CALLS.map((call) => `${call.seed} ${call.call}`));
    for (const call of SEED_CALLS) {
      const line = lines.get(`${call.seed} ${call.call}`) ?? '';
      expect(line, call.call).toContain(call.method === 'GET' ? `GET \`${call.path}` : `POST \`${call.path}`);
      expect(/\| departs/.test(line), `${call.call} departs in the doc as in the table`).toBe(call.departs !== undefined);
      expect(/not sent by the app/.test(line), `${call.call} not sent in the doc as in the table`).toBe(call.notSentByApp !== undefined);
      // Every parameter the row names, the seed's and ours, is named on the doc's line, in code.
      const code = line.match(/`[^`]*`/g) ?? [];
      for (const name of [...Object.keys(call.query ?? {}), ...Object.keys(call.body ?? {}), ...Object.keys(call.headers ?? {}), ...(call.ours ?? [])])
        expect(code.some((span) => new RegExp(`\\b${name}\\b`).test(span)), `${call.call}: ${name} on the doc's line`).toBe(true);
    }
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
