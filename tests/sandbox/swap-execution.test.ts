/** Executing swaps: /swap, /tgMakeSwap and /v2/tc/swap against the ledger, once and atomically. */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainContract } from '../../adapters/http/contract/main';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { nativeToken, type CatalogueToken } from '../../sandbox/main/engine/token-catalogue';
import { formatUnits } from '../../sandbox/main/engine/units';
import { call, callRaw, testDeps } from '../support/sandbox-db';
import { manualClock, type ManualClock } from '../support/manual-clock';
import { balances, freshUser, fund, newKey, swapTestApp, token, tonSwap } from './swap-support';

const ETH_ARB = nativeToken(42161);
const USDC_ARB = token(42161, 'USDC');
const TON = nativeToken('TON');
const USDT_TON = token('TON', 'USDT');

describe('swap execution', () => {
  let deps: SandboxDeps & { clock: ManualClock };
  let app: Hono;

  beforeAll(async () => {
    deps = await testDeps(manualClock());
    app = swapTestApp(deps);
  });
  afterAll(async () => {
    await deps.db.close();
  });

  async function quote(userId: number, from: CatalogueToken, to: CatalogueToken, amount: string, accountIndex = 0) {
    return call(app, mainContract.fetchRoute, {
      userId,
      body: { amount, from: from.address, fromChainId: from.chainId, to: to.address, toChainId: to.chainId, accountIndex },
    });
  }

  const swap = (userId: number, routeId: string, key: string, accountIndex = 0) =>
    callRaw(app, mainContract.swap, { userId, body: { routeId, accountIndex }, idempotencyKey: key });

  async function counts(): Promise<{ entries: number; operations: number }> {
    const result = await deps.db.query<{ entries: number; operations: number }>(
      'select (select count(*) from ledger_entries)::int as entries, (select count(*) from wallet_operations)::int as operations',
    );
    return result.rows[0] ?? { entries: -1, operations: -1 };
  }

  it('debits the amount and the gas, credits the output, in one swap operation history shows', async () => {
    const userId = await freshUser(app);
    await fund(app, userId, ETH_ARB, '1');
    const { route, gases } = await quote(userId, ETH_ARB, USDC_ARB, '200000000000000000');
    const answer = await swap(userId, route.id, newKey());
    expect(answer.status).toBe(200);
    const result = mainContract.swap.response.parse(answer.body);
    expect(result.status).toBe('completed');

    const held = await balances(app, userId);
    const gas = BigInt(gases[0]?.amount ?? '0');
    expect(held['42161|ETH']).toBe(formatUnits(10n ** 18n - 2n * 10n ** 17n - gas, 18));
    expect(held['42161|USDC']).toBe(formatUnits(BigInt(route.toAmount), 6));

    const { history } = await call(app, mainContract.history, { userId, query: { accountIndex: 0 } });
    expect(history[0]).toMatchObject({
      id: result.swapId,
      type: 'swap',
      fromToken: { symbol: 'ETH', decimals: 18 },
      toToken: { symbol: 'USDC', decimals: 6 },
      fromAmount: route.fromAmount,
      toAmount: route.toAmount,
    });
    expect(history).toHaveLength(2); // the deposit and the swap, the gas being a leg of the swap
    expect((await call(app, mainContract.totalBalance, { userId })).hasTrades).toBe(true);

    const { swaps } = await call(app, mainContract.getUserSwaps, { userId, query: { accountIndex: 0 } });
    expect(swaps).toEqual([
      expect.objectContaining({ swapId: result.swapId, route: expect.objectContaining({ fromAmount: route.fromAmount, toAmount: route.toAmount }) }),
    ]);
  });

  it('executes a route twice with one key once, replaying the first answer', async () => {
    const userId = await freshUser(app);
    await fund(app, userId, ETH_ARB, '1');
    const { route } = await quote(userId, ETH_ARB, USDC_ARB, '100000000000000000');
    const key = newKey();
    const [first, second] = await Promise.all([swap(userId, route.id, key), swap(userId, route.id, key)]);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    const third = await swap(userId, route.id, key);
    expect(third).toEqual(first);
    const { swaps } = await call(app, mainContract.getUserSwaps, { userId, query: { accountIndex: 0 } });
    expect(swaps).toHaveLength(1);
    expect((await balances(app, userId))['42161|USDC']).toBe(formatUnits(BigInt(route.toAmount), 6));
  });

  it('refuses a used route under another key (409 route-used), on /swap and /tgMakeSwap alike', async () => {
    const userId = await freshUser(app);
    await fund(app, userId, ETH_ARB, '1');
    const { route } = await quote(userId, ETH_ARB, USDC_ARB, '100000000000000000');
    expect((await swap(userId, route.id, newKey())).status).toBe(200);
    const before = await counts();
    const again = await swap(userId, route.id, newKey());
    expect(again).toEqual({ status: 409, body: { message: 'This route was already executed', code: 'route-used' } });
    const viaBot = await callRaw(app, mainContract.tgMakeSwap, { userId, body: { routeId: route.id, accountIndex: 0 }, idempotencyKey: newKey() });
    expect(viaBot.status).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('executes a route quoted by /tgSwap through /tgMakeSwap', async () => {
    const userId = await freshUser(app);
    await fund(app, userId, ETH_ARB, '1');
    const quoted = await call(app, mainContract.tgSwap, {
      userId,
      body: { from: { address: ETH_ARB.address, chainId: 42161 }, to: { address: USDC_ARB.address, chainId: 42161 }, amount: '10000000000000000', accountIndex: 0 },
    });
    const done = await call(app, mainContract.tgMakeSwap, { userId, body: { routeId: quoted.route.id, accountIndex: 0 }, idempotencyKey: newKey() });
    expect(done.status).toBe('completed');
  });

  it('refuses an expired route with 410 and writes nothing', async () => {
    const userId = await freshUser(app);
    await fund(app, userId, ETH_ARB, '1');
    const { route } = await quote(userId, ETH_ARB, USDC_ARB, '100000000000000000');
    deps.clock.advance(60_000);
    // At expiresAt exactly the route is still good; one millisecond later it is not.
    const atExpiry = await quote(userId, ETH_ARB, USDC_ARB, '100000000000000000');
    deps.clock.advance(60_001);
    const before = await counts();
    expect(await swap(userId, atExpiry.route.id, newKey())).toEqual({ status: 410, body: { message: 'Route expired, fetch a new quote', code: 'route-expired' } });
    expect((await swap(userId, route.id, newKey())).status).toBe(410);
    expect(await counts()).toEqual(before);
    const fresh = await quote(userId, ETH_ARB, USDC_ARB, '100000000000000000');
    deps.clock.advance(60_000);
    expect((await swap(userId, fresh.route.id, newKey())).status).toBe(200);
  });

  it("refuses an unknown route and another user's route with the same 404", async () => {
    const owner = await freshUser(app);
    const thief = await freshUser(app);
    await fund(app, owner, ETH_ARB, '1');
    await fund(app, thief, ETH_ARB, '1');
    const { route } = await quote(owner, ETH_ARB, USDC_ARB, '100000000000000000');
    const unknownRoute = { status: 404, body: { message: 'Unknown route', code: 'unknown-route', path: ['routeId'] } };
    expect(await swap(thief, route.id, newKey())).toEqual(unknownRoute);
    expect(await swap(owner, 'route_nope', newKey())).toEqual(unknownRoute);
    expect((await swap(owner, route.id, newKey())).status).toBe(200);
  });

  it('refuses a route quoted for another of the caller’s wallets', async () => {
    const userId = 1001; // a seed user with three accounts
    await call(app, mainContract.tgUserWallets, { userId });
    await fund(app, userId, ETH_ARB, '1', 1);
    const { route } = await quote(userId, ETH_ARB, USDC_ARB, '1000000000000000', 1);
    const answer = await swap(userId, route.id, newKey(), 0);
    expect(answer).toMatchObject({ status: 409, body: { code: 'route-account-mismatch' } });
    expect((await swap(userId, route.id, newKey(), 1)).status).toBe(200);
  });

  it('refuses a swap the from token cannot cover: 422 Insufficient funds on the amount', async () => {
    const userId = await freshUser(app);
    await fund(app, userId, ETH_ARB, '0.01');
    const { route } = await quote(userId, USDC_ARB, ETH_ARB, '5000000');
    const before = await counts();
    expect(await swap(userId, route.id, newKey())).toEqual({
      status: 422,
      body: { message: 'Insufficient funds', code: 'insufficient-balance', path: ['amount'] },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a swap without the gas and writes nothing, even when spending the native coin itself', async () => {
    const userId = await freshUser(app);
    await fund(app, userId, USDC_ARB, '100');
    const { route } = await quote(userId, USDC_ARB, ETH_ARB, '50000000');
    const before = await counts();
    const refused = await swap(userId, route.id, newKey());
    expect(refused).toEqual({ status: 422, body: { message: 'Insufficient funds', code: 'insufficient-gas' } });
    expect(await counts()).toEqual(before);
    expect(await balances(app, userId)).toEqual({ '42161|USDC': '100' });

    // All of one's ETH leaves nothing for gas.
    await fund(app, userId, ETH_ARB, '0.05');
    const all = await quote(userId, ETH_ARB, USDC_ARB, '50000000000000000');
    expect((await swap(userId, all.route.id, newKey())).body).toMatchObject({ code: 'insufficient-gas' });
    // The route was not used up by the refusal: funding the gas lets it go through.
    await fund(app, userId, ETH_ARB, '0.001');
    expect((await swap(userId, all.route.id, newKey())).status).toBe(200);
  });

  it('executes a cross-chain route: debits the source chain, credits the destination, gas on both', async () => {
    const userId = await freshUser(app);
    await fund(app, userId, USDC_ARB, '500');
    await fund(app, userId, ETH_ARB, '0.01');
    const { route, gases } = await quote(userId, USDC_ARB, token(10, 'USDC'), '200000000');
    const refused = await swap(userId, route.id, newKey());
    expect(refused.body).toMatchObject({ code: 'insufficient-gas' }); // nothing to pay the delivery on OP with
    await fund(app, userId, nativeToken(10), '0.01');
    expect((await swap(userId, route.id, newKey())).status).toBe(200);
    const held = await balances(app, userId);
    expect(held['42161|USDC']).toBe('300');
    expect(held['10|USDC']).toBe(formatUnits(BigInt(route.toAmount), 6));
    expect(held['42161|ETH']).toBe(formatUnits(10n ** 16n - BigInt(gases[0]?.amount ?? '0'), 18));
    expect(held['10|ETH']).toBe(formatUnits(10n ** 16n - BigInt(gases[1]?.amount ?? '0'), 18));
  });

  describe('/v2/tc/swap', () => {
    async function simulate(userId: number, offer: CatalogueToken, ask: CatalogueToken, amount: string) {
      return call(app, mainContract.tonSimulateSwap, { userId, body: { offer_jetton: offer.address, offer_amount: amount, ask_jetton: ask.address, accountIndex: 0 } });
    }

    it('re-simulates through the named provider and executes when the output reaches min_ask_amount', async () => {
      const userId = await freshUser(app);
      await fund(app, userId, TON, '10');
      const quoted = await simulate(userId, TON, USDT_TON, '5000000000');
      const provider = quoted.transactions[0]?.viaTool.key ?? '';
      const answer = await tonSwap(
        app,
        userId,
        { offer_jetton: 'TON', offer_amount: '5000000000', ask_jetton: USDT_TON.address, min_ask_amount: quoted.route.toAmountMin, provider },
        { idempotencyKey: newKey(), walletIndex: '0' },
      );
      expect(answer.status).toBe(200);
      const held = await balances(app, userId);
      expect(held['TON|USDT']).toBe(formatUnits(BigInt(quoted.route.toAmount), 6));
      expect(held['TON|TON']).toBe(formatUnits(5_000_000_000n - BigInt(quoted.gases[0]?.amount ?? '0'), 9));
      const { swaps } = await call(app, mainContract.getUserSwaps, { userId, query: { accountIndex: 0 } });
      expect(swaps[0]?.swapId).toBe(mainContract.tonSwap.response.parse(answer.body).swapId);
    });

    it('refuses an output below min_ask_amount (422 slippage) and writes nothing', async () => {
      const userId = await freshUser(app);
      await fund(app, userId, TON, '10');
      const quoted = await simulate(userId, TON, USDT_TON, '5000000000');
      const before = await counts();
      const answer = await tonSwap(
        app,
        userId,
        {
          offer_jetton: 'TON',
          offer_amount: '5000000000',
          ask_jetton: USDT_TON.address,
          min_ask_amount: (BigInt(quoted.route.toAmount) + 1n).toString(),
          provider: quoted.transactions[0]?.viaTool.key,
        },
        { idempotencyKey: newKey(), walletIndex: '0' },
      );
      expect(answer).toMatchObject({ status: 422, body: { code: 'slippage', path: ['min_ask_amount'] } });
      expect(await counts()).toEqual(before);
    });

    it('refuses an unknown provider with 400, and a TON balance below the tool reserve as insufficient gas', async () => {
      const userId = await freshUser(app);
      await fund(app, userId, USDT_TON, '50');
      const body = { offer_jetton: USDT_TON.address, offer_amount: '10000000', ask_jetton: 'TON', min_ask_amount: '0' };
      expect(await tonSwap(app, userId, { ...body, provider: 'dedust' }, { idempotencyKey: newKey(), walletIndex: '0' })).toEqual({
        status: 400,
        body: { message: 'Unknown provider', code: 'unknown-provider', path: ['provider'] },
      });
      // 0.25 TON covers the first version's 0.22 reserve but not the second's 0.3.
      await fund(app, userId, TON, '0.25');
      const second = await tonSwap(app, userId, { ...body, provider: 'stonfi_v2' }, { idempotencyKey: newKey(), walletIndex: '0' });
      expect(second.body).toEqual({ message: 'Insufficient funds', code: 'insufficient-gas' });
      const first = await tonSwap(app, userId, { ...body, provider: 'stonfi' }, { idempotencyKey: newKey(), walletIndex: '0' });
      expect(first.status).toBe(200);
    });

    it('takes the account from the walletindex header', async () => {
      const userId = 1002;
      await call(app, mainContract.tgUserWallets, { userId });
      await fund(app, userId, TON, '2', 1);
      const body = { offer_jetton: 'TON', offer_amount: '1000000000', ask_jetton: USDT_TON.address, min_ask_amount: '1', provider: 'stonfi' };
      expect((await tonSwap(app, userId, body, { idempotencyKey: newKey(), walletIndex: 'x' })).body).toMatchObject({ code: 'invalid-wallet-index' });
      expect((await tonSwap(app, userId, body, { idempotencyKey: newKey(), walletIndex: '1' })).status).toBe(200);
      const { swaps } = await call(app, mainContract.getUserSwaps, { userId, query: { accountIndex: 1 } });
      expect(swaps).toHaveLength(1);
    });
  });

  it('pages /getUserSwaps newest first', async () => {
    const userId = await freshUser(app);
    await fund(app, userId, ETH_ARB, '1');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { route } = await quote(userId, ETH_ARB, USDC_ARB, `${i + 1}0000000000000000`);
      ids.push(mainContract.swap.response.parse((await swap(userId, route.id, newKey())).body).swapId);
      deps.clock.advance(1000);
    }
    const page1 = await call(app, mainContract.getUserSwaps, { userId, query: { accountIndex: 0, limit: 2, offset: 0 } });
    const page2 = await call(app, mainContract.getUserSwaps, { userId, query: { accountIndex: 0, limit: 2, offset: 2 } });
    expect([...page1.swaps, ...page2.swaps].map((s) => s.swapId)).toEqual([...ids].reverse());
  });
});
