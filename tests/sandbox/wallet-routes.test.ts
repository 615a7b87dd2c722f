import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainContract } from '../../adapters/http/contract/main';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { postMovements } from '../../sandbox/main/engine/ledger';
import { filterCatalogue } from '../../sandbox/main/engine/known-tokens';
import { requireToken, TOKEN_CATALOGUE } from '../../sandbox/main/engine/token-catalogue';
import { parseUnits } from '../../sandbox/main/engine/units';
import { call, callRaw, testDeps, walletTestApp } from '../support/sandbox-db';
import { manualClock, type ManualClock } from '../support/manual-clock';
import { formatStartParam } from '../../domain/launch/start-param';
import { isTokenAllowed } from '../../domain/swap/pair-rules';
import { formatUsd } from '../../domain/money/format';

const ALICE = 1001;
const BOB = 1002;
const DAVE = 1004;
const UNKNOWN_ACCOUNT = { message: 'Unknown account', code: 'unknown-account', path: ['accountIndex'] };

/** Exact decimal comparison helper: decimal string to an integer of 1e-18. */
const scaled = (value: string): bigint => {
  const parsed = parseUnits(value, 18);
  if (!parsed.ok) throw new Error(`not a decimal: ${value}`);
  return parsed.units;
};

let nextUserId = 20_000;
const newUserId = (): number => nextUserId++;

describe('wallet routes', () => {
  let deps: SandboxDeps & { clock: ManualClock };
  let app: Hono;

  beforeAll(async () => {
    deps = await testDeps(manualClock());
    app = walletTestApp(deps);
  }, 60_000);
  afterAll(async () => {
    await deps.db.close();
  });

  async function deposit(userId: number, chainId: string | number, symbol: string, amount: string, accountIndex = 0): Promise<void> {
    const token = requireToken(chainId === 'TON' ? 'TON' : (chainId as 1), symbol);
    const response = await app.request('/sandbox/deposit', {
      method: 'POST',
      body: JSON.stringify({ userId, accountIndex, chainId, tokenAddress: token.address, amount }),
    });
    expect(response.status).toBe(200);
  }

  describe('accounts', () => {
    it('gives a seed user their seed accounts with valid addresses, and a new user one empty account 0', async () => {
      const wallets = await call(app, mainContract.tgUserWallets, { userId: ALICE });
      expect(wallets.map((w) => w.accountIndex)).toEqual([0, 1, 2]);
      for (const wallet of wallets) {
        expect(wallet.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
        expect(wallet.tonUnbouncableAddress).toMatch(/^UQ[A-Za-z0-9_-]{46}$/);
        expect(wallet.totalBalanceUsd).toMatch(/^\d+\.\d{2}$/);
      }
      expect(scaled(wallets[0]?.totalBalanceUsd ?? '0') > 0n).toBe(true);
      expect(wallets[2]?.totalBalanceUsd).toBe('0.00');
      expect(new Set(wallets.map((w) => w.address)).size).toBe(3);

      const fresh = await call(app, mainContract.tgUserWallets, { userId: newUserId() });
      expect(fresh).toHaveLength(1);
      expect(fresh[0]).toMatchObject({ accountIndex: 0, totalBalanceUsd: '0.00' });
    });

    it('keeps the same addresses on every call', async () => {
      const first = await call(app, mainContract.tgUserWallets, { userId: BOB });
      const second = await call(app, mainContract.tgUserWallets, { userId: BOB });
      expect(second.map((w) => w.address)).toEqual(first.map((w) => w.address));
      const address = await call(app, mainContract.address, { userId: BOB, query: { accountIndex: 1 } });
      expect(address).toEqual({ address: first[1]?.address, tonUnbouncableAddress: first[1]?.tonUnbouncableAddress });
    });

    it('never answers a private key', async () => {
      const { body } = await callRaw(app, mainContract.tgUserWallets, { userId: ALICE });
      expect(JSON.stringify(body)).not.toMatch(/private|pkcs|MC4CAQ|MIGE/i);
    });

    it('answers 404 Unknown account for an index the user does not own, on every account call', async () => {
      const userId = newUserId();
      const answers = [
        await callRaw(app, mainContract.balances, { userId, body: { accountIndex: 1 } }),
        await callRaw(app, mainContract.totalBalance, { userId, query: { accountIndex: 1 } }),
        await callRaw(app, mainContract.history, { userId, query: { accountIndex: 3 } }),
        await callRaw(app, mainContract.stableCoins, { userId, query: { chainID: 1, accountIndex: 1 } }),
        await callRaw(app, mainContract.address, { userId, query: { accountIndex: 1 } }),
        await callRaw(app, mainContract.addressActivity, { userId, query: { accountIndex: 1 } }),
        await callRaw(app, mainContract.startMonitoring, { userId, body: { accountIndex: 1 } }),
        await callRaw(app, mainContract.knownTokens, { userId, body: { accountIndex: 1, sliceProps: { limit: 20, offset: 0 } } }),
        await callRaw(app, mainContract.transfer, {
          userId,
          body: { to: 'x', amount: '1', tokenAddress: 'TON', chainId: 'TON', accountIndex: 1, dry: true },
        }),
      ];
      for (const answer of answers) expect(answer).toEqual({ status: 404, body: UNKNOWN_ACCOUNT });
    });
  });

  describe('balances and totals', () => {
    it('lists only non-zero holdings, richest first, with usdAmount = tokensAmount x tokensCost exactly (truncated)', async () => {
      const balances = await call(app, mainContract.balances, { userId: ALICE, body: { accountIndex: 0 } });
      expect(balances.length).toBeGreaterThan(3);
      for (const entry of balances) {
        expect(scaled(entry.tokensAmount) > 0n).toBe(true);
        const units = parseUnits(entry.tokensAmount, entry.decimals);
        const cost = parseUnits(entry.tokensCost, 8);
        const usd = parseUnits(entry.usdAmount, 8);
        if (!units.ok || !cost.ok || !usd.ok) throw new Error('not exact decimals');
        expect((units.units * cost.units) / 10n ** BigInt(entry.decimals)).toBe(usd.units);
        expect(entry.logoURI).toBe(`http://localhost/assets/tokens/${entry.symbol}.svg`);
      }
      for (let i = 1; i < balances.length; i++) {
        expect(scaled(balances[i - 1]?.usdAmount ?? '0') >= scaled(balances[i]?.usdAmount ?? '0')).toBe(true);
      }
    });

    it('gives an empty list to a user who holds nothing', async () => {
      expect(await call(app, mainContract.balances, { userId: DAVE, body: { accountIndex: 0 } })).toEqual([]);
    });

    it('totals the account as the sum of its rows rounded to the cent, as the app shows them (issue 12, defect 2)', async () => {
      const balances = await call(app, mainContract.balances, { userId: ALICE, body: { accountIndex: 0 } });
      const total = await call(app, mainContract.totalBalance, { userId: ALICE, query: { accountIndex: 0 } });
      const cents = (text: string): bigint => BigInt(text.replace(/[.\u202f]/g, ''));
      const shownRows = balances.reduce((sum, entry) => sum + cents(formatUsd(entry.usdAmount)), 0n);
      expect(cents(total.totalBalanceUsd)).toBe(shownRows);
      expect(total.totalBalanceUsd).toMatch(/^\d+\.\d{2}$/);
      expect(total.isNotifyForBoost).toBe(false);
      const withBoost = await call(app, mainContract.totalBalance, { userId: ALICE, query: { accountIndex: 0, boostNotification: '1' } });
      expect(withBoost.isNotifyForBoost).toBe(false);
    });

    it('reports hasTrades once the user has a swap in history', async () => {
      const userId = newUserId();
      await deposit(userId, 'TON', 'TON', '10');
      expect((await call(app, mainContract.totalBalance, { userId })).hasTrades).toBe(false);
      const ton = requireToken('TON', 'TON');
      const usdt = requireToken('TON', 'USDT');
      await postMovements(
        deps.db,
        [
          {
            userId,
            accountIndex: 0,
            operation: { kind: 'swap', token: ton, amountUnits: 1_000_000_000n, toToken: usdt, toAmountUnits: 5_000_000n },
            legs: [
              { token: ton, amountUnits: -1_000_000_000n, kind: 'swap-out' },
              { token: usdt, amountUnits: 5_000_000n, kind: 'swap-in' },
            ],
          },
        ],
        new Date(deps.clock.now()),
      );
      expect((await call(app, mainContract.totalBalance, { userId })).hasTrades).toBe(true);
      const [swap] = (await call(app, mainContract.history, { userId })).history;
      expect(swap).toMatchObject({
        type: 'swap',
        fromToken: { symbol: 'TON', decimals: 9 },
        toToken: { symbol: 'USDT', decimals: 6 },
        fromAmount: '1000000000',
        toAmount: '5000000',
      });
    });
  });

  describe('history', () => {
    it('pages newest first with limit and offset until a short page', async () => {
      const userId = newUserId();
      for (let i = 1; i <= 25; i++) {
        deps.clock.advance(60_000);
        await deposit(userId, 'TON', 'TON', String(i));
      }
      const pages = [];
      for (let offset = 0; ; offset += 10) {
        const page = (await call(app, mainContract.history, { userId, query: { limit: 10, offset } })).history;
        pages.push(page);
        if (page.length < 10) break;
      }
      expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
      const all = pages.flat();
      expect(new Set(all.map((entry) => entry.id)).size).toBe(25);
      const amounts = all.map((entry) => (entry.type === 'deposit' ? entry.amount : ''));
      expect(amounts[0]).toBe('25000000000');
      expect(amounts[24]).toBe('1000000000');
      for (let i = 1; i < all.length; i++) expect(Date.parse(all[i - 1]?.createdAt ?? '') > Date.parse(all[i]?.createdAt ?? '')).toBe(true);
      expect(all[0]).toMatchObject({ type: 'deposit', asset: 'TON', decimals: 9 });
    });

    it('defaults to 10 entries of account 0', async () => {
      const history = (await call(app, mainContract.history, { userId: ALICE })).history;
      expect(history.length).toBeLessThanOrEqual(10);
      expect(history.length).toBeGreaterThan(0);
    });
  });

  describe('stable coins and ETH', () => {
    it('lists USDT, USDC, DAI and the native coin of the chain, zero balances included', async () => {
      const list = await call(app, mainContract.stableCoins, { userId: DAVE, query: { chainID: 8453, accountIndex: 0 } });
      expect(list.map((entry) => entry.symbol)).toEqual(['USDT', 'USDC', 'DAI', 'ETH']);
      expect(list.every((entry) => entry.chainId === 8453 && entry.tokensAmount === '0' && entry.usdAmount === '0')).toBe(true);
    });

    it('puts holdings first, richest first', async () => {
      const list = await call(app, mainContract.stableCoins, { userId: ALICE, query: { chainID: 42161, accountIndex: 0 } });
      expect(list.map((entry) => entry.symbol)).toEqual(['ETH', 'USDT', 'USDC', 'DAI']);
      expect(list[0]?.tokensAmount).toBe('0.5');
      expect(list[1]?.tokensAmount).toBe('120');
    });

    it('on TON lists the TON stable coin and TON', async () => {
      const list = await call(app, mainContract.stableCoins, { userId: DAVE, query: { chainID: 'TON' } });
      expect(list.map((entry) => entry.symbol)).toEqual(['USDT', 'TON']);
    });

    it('refuses an unknown chain', async () => {
      expect((await callRaw(app, mainContract.stableCoins, { userId: DAVE, query: { chainID: 56 } })).status).toBe(400);
    });
  });

  describe('known tokens', () => {
    const page = (offset: number, limit = 20) => ({ limit, offset });

    it('filters by chain and pages through all matches without overlap', async () => {
      const seen: string[] = [];
      let count = -1;
      for (let offset = 0; count < 0 || offset < count; offset += 20) {
        const answer = await call(app, mainContract.knownTokens, { userId: DAVE, body: { chainId: 42161, accountIndex: 0, sliceProps: page(offset) } });
        count = answer.tokensCount;
        expect(answer.offset).toBe(offset);
        expect(answer.tokens.length).toBeLessThanOrEqual(20);
        expect(answer.tokens.every((token) => token.chainId === 42161)).toBe(true);
        seen.push(...answer.tokens.map((token) => token.address));
      }
      expect(count).toBe(TOKEN_CATALOGUE.filter((token) => token.chainId === 42161).length);
      expect(new Set(seen).size).toBe(count);
    });

    it('searches symbol or name case-insensitively', async () => {
      const answer = await call(app, mainContract.knownTokens, { userId: DAVE, body: { searchText: 'uSd', sliceProps: page(0, 100) } });
      expect(answer.tokensCount).toBe(filterCatalogue({ searchText: 'usd' }).length);
      expect(answer.tokens.length).toBe(Math.min(100, answer.tokensCount));
      for (const token of answer.tokens) expect(`${token.symbol} ${token.name}`.toLowerCase()).toContain('usd');
      expect(answer.tokens.some((token) => token.symbol === 'DAI')).toBe(false);
      const byName = await call(app, mainContract.knownTokens, { userId: DAVE, body: { searchText: 'tether', sliceProps: page(0) } });
      expect(byName.tokens.every((token) => token.name.toLowerCase().includes('tether'))).toBe(true);
      expect(byName.tokens.some((token) => token.symbol === 'USDT')).toBe(true);
    });

    it('finds a token by its exact address in any case', async () => {
      const zro = requireToken(42161, 'ZRO');
      const answer = await call(app, mainContract.knownTokens, { userId: DAVE, body: { tokenAddress: zro.address.toLowerCase(), sliceProps: page(0) } });
      expect(answer.tokens.map((token) => [token.symbol, token.chainId])).toEqual([['ZRO', 42161]]);
      const none = await call(app, mainContract.knownTokens, { userId: DAVE, body: { tokenAddress: zro.address.slice(0, 20), sliceProps: page(0) } });
      expect(none).toEqual({ tokens: [], tokensCount: 0, offset: 0 });
    });

    it('shows the tokens the account holds first, with their amounts', async () => {
      const answer = await call(app, mainContract.knownTokens, { userId: ALICE, body: { chainId: 'TON', accountIndex: 0, sliceProps: page(0) } });
      const held = answer.tokens.filter((token) => token.tokenAmount !== '0');
      expect(held.map((token) => token.symbol).sort()).toEqual(['PUNK', 'SWITCH', 'TON', 'USDT']);
      expect(answer.tokens.slice(0, held.length)).toEqual(held);
      expect(answer.tokens[0]?.symbol).toBe('USDT');
      for (let i = 1; i < held.length; i++) expect(scaled(held[i - 1]?.usdAmount ?? '0') >= scaled(held[i]?.usdAmount ?? '0')).toBe(true);
    });
  });

  describe('prices', () => {
    it('answers exact USD prices that move with the clock, stable coins within 0.2 % of 1', async () => {
      const usdt = requireToken(42161, 'USDT');
      const eth = requireToken(42161, 'ETH');
      const tokens = [
        { address: usdt.address, chainId: 42161 as const },
        { address: eth.address, chainId: 42161 as const },
      ];
      const first = await call(app, mainContract.priceCheck, { body: { tokens } });
      deps.clock.advance(3 * 60 * 60 * 1000);
      const later = await call(app, mainContract.priceCheck, { body: { tokens } });
      expect(later.prices[1]?.usd).not.toBe(first.prices[1]?.usd);
      for (const answer of [first, later]) {
        const stable = scaled(answer.prices[0]?.usd ?? '0');
        expect(stable >= scaled('0.998') && stable <= scaled('1.002')).toBe(true);
      }
    });

    it('refuses an unknown token', async () => {
      const answer = await callRaw(app, mainContract.priceCheck, { body: { tokens: [{ address: '0x' + '1'.repeat(40), chainId: 1 }] } });
      expect(answer).toEqual({ status: 404, body: { message: "Couldn't find specified token", code: 'unknown-token', path: ['tokens', '0'] } });
    });
  });

  describe('preset tokens', () => {
    const b64 = (text: string): string => Buffer.from(text).toString('base64url');

    it('defaults to TON -> PUNK, a pair the TON rule allows (issue 12, defect 1)', async () => {
      const pair = await call(app, mainContract.getPresetTokens);
      expect([pair.from.symbol, pair.from.chainId, pair.to.symbol, pair.to.chainId]).toEqual(['TON', 'TON', 'PUNK', 'TON']);
      expect(isTokenAllowed(pair.to, pair.from)).toBe(true);
    });

    it('never serves a pair the TON rule forbids, whatever the start parameter names', async () => {
      const zro = requireToken(42161, 'ZRO');
      const forbidden = [`swapFrom_${b64('TON')}-swapTo_${b64(zro.address)}-chainId_42161`, `swapTo_${b64(zro.address)}-chainId_42161`, `swapFrom_${b64(zro.address)}-chainId_42161`];
      for (const startParam of forbidden) {
        const pair = await call(app, mainContract.getPresetTokens, { query: { startParam } });
        expect(isTokenAllowed(pair.to, pair.from), startParam).toBe(true);
      }
    });

    it('reads swapFrom, swapTo and chainId from a start parameter', async () => {
      const zro = requireToken(42161, 'ZRO');
      const eth = requireToken(42161, 'ETH');
      const pair = await call(app, mainContract.getPresetTokens, {
        query: { startParam: `swapFrom_${b64(eth.address)}-swapTo_${b64(zro.address)}-chainId_42161` },
      });
      expect([pair.from.symbol, pair.to.symbol, pair.to.chainId]).toEqual(['ETH', 'ZRO', 42161]);
      const punk = requireToken('TON', 'PUNK');
      const ton = await call(app, mainContract.getPresetTokens, { query: { startParam: `ref_abc-swapFrom_${b64('TON')}-swapTo_${b64(punk.address)}` } });
      expect([ton.from.symbol, ton.to.symbol]).toEqual(['TON', 'PUNK']);
    });

    it("reads the app's own start-parameter form (formatStartParam)", async () => {
      const zro = requireToken(42161, 'ZRO');
      const usdt = requireToken(42161, 'USDT');
      const startParam = formatStartParam({ swap: { from: usdt.address, to: zro.address, chainId: 42161 } });
      expect(startParam).not.toBeNull();
      const pair = await call(app, mainContract.getPresetTokens, { query: { startParam: startParam! } });
      expect([pair.from.symbol, pair.to.symbol, pair.to.chainId]).toEqual(['USDT', 'ZRO', 42161]);
    });

    it('falls back to the default for anything it cannot read', async () => {
      for (const startParam of ['', 'garbage', 'swapFrom_!!!', 'swapFrom_AAAA-swapTo_BBBB-chainId_99', 'preset_nope']) {
        const pair = await call(app, mainContract.getPresetTokens, { query: { startParam } });
        expect([pair.from.symbol, pair.to.symbol, pair.to.chainId]).toEqual(['TON', 'PUNK', 'TON']);
      }
    });

    it('stores a preset pair and serves it back by id', async () => {
      const tston = requireToken('TON', 'tsTON');
      const punk = requireToken('TON', 'PUNK');
      const zro = requireToken(42161, 'ZRO');
      const { id } = await call(app, mainContract.createPresetSwap, {
        body: { from: { address: tston.address, chainId: 'TON' }, to: { address: punk.address, chainId: 'TON' } },
      });
      expect(id).toMatch(/^[A-Za-z0-9]+$/);
      const pair = await call(app, mainContract.getPresetTokens, { query: { startParam: `preset_${id}` } });
      expect([pair.from.symbol, pair.to.symbol]).toEqual(['tsTON', 'PUNK']);
      const forbidden = await callRaw(app, mainContract.createPresetSwap, {
        body: { from: { address: tston.address, chainId: 'TON' }, to: { address: zro.address, chainId: 42161 } },
      });
      expect(forbidden).toMatchObject({ status: 400, body: { code: 'pair-not-allowed', path: ['to'] } });
      const unknown = await callRaw(app, mainContract.createPresetSwap, {
        body: { from: { address: 'TON', chainId: 'TON' }, to: { address: 'TON', chainId: 1 } },
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('activity, monitoring and notifications', () => {
    it('reports activity and lists deposits as notifications, newest first', async () => {
      const userId = newUserId();
      expect(await call(app, mainContract.addressActivity, { userId })).toEqual({ active: false, lastActivityAt: null });
      expect(await call(app, mainContract.listNotificationsForUser, { userId })).toEqual({ notifications: [] });
      await deposit(userId, 'TON', 'TON', '1.5');
      deps.clock.advance(1000);
      await deposit(userId, 42161, 'USDT', '20');
      const activity = await call(app, mainContract.addressActivity, { userId });
      expect(activity).toEqual({ active: true, lastActivityAt: new Date(deps.clock.now()).toISOString() });
      const { notifications } = await call(app, mainContract.listNotificationsForUser, { userId });
      expect(notifications.map((n) => [n.kind, n.text])).toEqual([
        ['deposit', 'Received 20 USDT on wallet 1'],
        ['deposit', 'Received 1.5 TON on wallet 1'],
      ]);
      expect(await call(app, mainContract.startMonitoring, { userId, body: { accountIndex: 0 } })).toEqual({ monitoring: true });
    });
  });
});
