/**
 * GET /transaction (issue 38), a transaction's receipt: a withdrawal with its full
 * recipient, comment and fee, amounts valued at the operation's own instant (the price then, not
 * now); a swap with both sides and its route steps; another user's id, or none, is a 404.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainContract } from '../../adapters/http/contract/main';
import { formatUsd, priceAt, usdValue } from '../../sandbox/main/engine/prices';
import { nativeToken } from '../../sandbox/main/engine/token-catalogue';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { manualClock, type ManualClock } from '../support/manual-clock';
import { call, callRaw } from '../support/sandbox-db';
import { freshUser, fund, newKey, swapTestApp, token } from './swap-support';

export function receiptSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  describe('GET /transaction', () => {
    let deps: SandboxDeps;
    let app: Hono;
    const clock: ManualClock = manualClock(Date.UTC(2026, 10, 3, 9, 30));

    beforeAll(async () => {
      deps = await open(clock);
      app = swapTestApp(deps);
    }, 60_000);
    afterAll(async () => {
      await deps.db.close();
    });

    it('gives a withdrawal in full: recipient, comment, fee, and USD at its own time', async () => {
      const userId = await freshUser(app);
      const other = await freshUser(app);
      const [recipient] = await call(app, mainContract.tgUserWallets, { userId: other });
      const ton = nativeToken('TON');
      await fund(app, userId, ton, '10');
      const sentAt = clock.now();
      const sent = await callRaw(app, mainContract.transfer, {
        userId,
        body: { accountIndex: 0, chainId: 'TON', tokenAddress: 'TON', to: recipient?.tonUnbouncableAddress ?? '', amount: '2.5', comment: 'rent', dry: false },
        idempotencyKey: newKey(),
      });
      expect(sent.status).toBe(200);
      const { history } = await call(app, mainContract.history, { userId });
      const withdrawal = history.find((entry) => entry.type === 'withdrawal');
      clock.advance(3 * 60 * 60 * 1000);
      const receipt = await call(app, mainContract.transaction, { userId, query: { id: withdrawal?.id ?? '' } });
      expect(receipt).toMatchObject({
        type: 'withdrawal',
        status: 'completed',
        chainId: 'TON',
        counterparty: recipient?.tonUnbouncableAddress,
        comment: 'rent',
        amounts: [{ direction: 'out', symbol: 'TON', amount: '2.5', usdAtTime: formatUsd(usdValue(2_500_000_000n, 9, priceAt(ton, sentAt))) }],
        fee: { symbol: 'TON', amount: '0.006' },
        steps: [],
      });
      expect(receipt.createdAt).toBe(new Date(sentAt).toISOString());
      // Three hours on the price moved; the receipt keeps the value at the time.
      expect(receipt.amounts[0]?.usdAtTime).not.toBe(formatUsd(usdValue(2_500_000_000n, 9, priceAt(ton, clock.now()))));
      // Another user's id is as unknown as no id at all.
      const foreign = await callRaw(app, mainContract.transaction, { userId: other, query: { id: withdrawal?.id ?? '' } });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toMatchObject({ code: 'unknown-transaction' });
      expect((await callRaw(app, mainContract.transaction, { userId, query: { id: 'op_nothing' } })).status).toBe(404);
    });

    it('gives a swap with both sides and the route steps it ran', async () => {
      const userId = await freshUser(app);
      const eth = nativeToken(42161);
      const usdc = token(42161, 'USDC');
      await fund(app, userId, eth, '1');
      const { route } = await call(app, mainContract.fetchRoute, {
        userId,
        body: { amount: '200000000000000000', from: eth.address, fromChainId: 42161, to: usdc.address, toChainId: 42161, accountIndex: 0 },
      });
      const swapped = await callRaw(app, mainContract.swap, { userId, body: { routeId: route.id, accountIndex: 0 }, idempotencyKey: newKey() });
      expect(swapped.status).toBe(200);
      const { swapId } = mainContract.swap.response.parse(swapped.body);
      const receipt = await call(app, mainContract.transaction, { userId, query: { id: swapId } });
      expect(receipt.type).toBe('swap');
      expect(receipt.amounts.map((amount) => [amount.direction, amount.symbol])).toEqual([
        ['out', 'ETH'],
        ['in', 'USDC'],
      ]);
      expect(receipt.amounts[0]?.amount).toBe('0.2');
      expect(receipt.steps).toEqual(route.steps.map((step) => ({ ...step, viaTool: expect.objectContaining({ key: step.viaTool.key, name: step.viaTool.name }) })));
      expect(receipt.steps.length).toBeGreaterThan(0);
    });
  });
}
