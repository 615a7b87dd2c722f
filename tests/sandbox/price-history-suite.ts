/**
 * GET /priceHistory and /history's token filter (issue 38): the series is the price
 * process the wallet already quotes, read at the span's instants, its last point the price
 * /priceCheck and /balances give at the same clock reading; an unknown token is a 404.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainContract } from '../../adapters/http/contract/main';
import { MAX_PRICE_POINTS, SPAN_WINDOWS } from '../../domain/wallet/token-page/rules';
import { PRICE_SPANS } from '../../domain/wallet/token-page/types';
import { requireToken } from '../../sandbox/main/engine/token-catalogue';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { manualClock, type ManualClock } from '../support/manual-clock';
import { call, callRaw, walletTestApp } from '../support/sandbox-db';

export function priceHistorySuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  describe('GET /priceHistory', () => {
    let deps: SandboxDeps;
    let app: Hono;
    const clock: ManualClock = manualClock(Date.UTC(2026, 10, 29, 1, 7, 13, 250));

    beforeAll(async () => {
      deps = await open(clock);
      app = walletTestApp(deps);
    }, 60_000);
    afterAll(async () => {
      await deps.db.close();
    });

    const deposit = (userId: number, chainId: unknown, tokenAddress: string, amount: string) =>
      app.request('/sandbox/deposit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId, chainId, tokenAddress, amount }) });

    it.each(PRICE_SPANS)("%s: bounded, evenly spaced, ending at the clock's now with the price /priceCheck quotes then", async (span) => {
      const ton = requireToken('TON', 'TON');
      const answer = await call(app, mainContract.priceHistory, { query: { chainId: 'TON', address: ton.address, span } });
      const { windowMs, stepMs } = SPAN_WINDOWS[span];
      expect(answer.points.length).toBeLessThanOrEqual(MAX_PRICE_POINTS);
      expect(answer.points.length).toBeGreaterThanOrEqual(windowMs / stepMs);
      const times = answer.points.map((point) => Date.parse(point.time));
      expect(times[times.length - 1]).toBe(clock.now());
      expect(times[0]).toBeGreaterThanOrEqual(clock.now() - windowMs);
      for (let index = 1; index < times.length - 1; index += 1) expect((times[index] ?? 0) - (times[index - 1] ?? 0)).toBe(stepMs);
      const quoted = await call(app, mainContract.priceCheck, { body: { tokens: [{ chainId: 'TON', address: ton.address }] } });
      expect(answer.points[answer.points.length - 1]?.usd).toBe(quoted.prices[0]?.usd);
    });

    it('agrees with the price the home shows (/balances tokensCost), and earlier points with the quotes at those instants', async () => {
      const userId = 38_001;
      const eth = requireToken(8453, 'ETH');
      expect((await deposit(userId, 8453, eth.address, '0.5')).status).toBe(200);
      const before = await call(app, mainContract.priceHistory, { query: { chainId: '8453', address: eth.address, span: '1D' } });
      const balances = await call(app, mainContract.balances, { userId, body: { accountIndex: 0 } });
      expect(before.points[before.points.length - 1]?.usd).toBe(balances.find((entry) => entry.symbol === 'ETH')?.tokensCost);
      // Two hours on: the point the earlier chart ended on (an instant on the step) is quoted the same in the new one.
      const stepPoint = before.points[before.points.length - 2];
      clock.advance(2 * 60 * 60 * 1000);
      const after = await call(app, mainContract.priceHistory, { query: { chainId: '8453', address: eth.address, span: '1D' } });
      expect(after.points.find((point) => point.time === stepPoint?.time)?.usd).toBe(stepPoint?.usd);
      expect(after.points[after.points.length - 1]?.usd).not.toBe(before.points[before.points.length - 1]?.usd);
    });

    it('answers an unknown token, a bad span or chain with a clear refusal', async () => {
      const unknown = await callRaw(app, mainContract.priceHistory, { query: { chainId: 'TON', address: 'EQ-no-such-token', span: '1D' } });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'unknown-token', message: "Couldn't find specified token" });
      const badSpan = await callRaw(app, mainContract.priceHistory, { query: { chainId: 'TON', address: 'TON', span: '2W' } } as never);
      expect(badSpan.status).toBe(400);
      const badChain = await callRaw(app, mainContract.priceHistory, { query: { chainId: '56', address: 'TON', span: '1D' } });
      expect(badChain.status).toBe(400);
    });
  });

  describe('GET /history with a token', () => {
    let deps: SandboxDeps;
    let app: Hono;

    beforeAll(async () => {
      deps = await open(manualClock());
      app = walletTestApp(deps);
    }, 60_000);
    afterAll(async () => {
      await deps.db.close();
    });

    it("gives only that token's entries, paged as the home's, and 404 for an unknown token", async () => {
      const userId = 38_002;
      const usdt = requireToken(42161, 'USDT');
      const send = (chainId: unknown, tokenAddress: string) =>
        app.request('/sandbox/deposit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId, chainId, tokenAddress, amount: '1' }) });
      for (let index = 0; index < 12; index += 1) expect((await send(42161, usdt.address)).status).toBe(200);
      expect((await send('TON', 'TON')).status).toBe(200);
      const all = await call(app, mainContract.history, { userId, query: { limit: 50 } });
      expect(all.history).toHaveLength(13);
      const first = await call(app, mainContract.history, { userId, query: { chainId: '42161', tokenAddress: usdt.address.toLowerCase(), limit: 10, offset: 0 } });
      const second = await call(app, mainContract.history, { userId, query: { chainId: '42161', tokenAddress: usdt.address, limit: 10, offset: 10 } });
      expect(first.history).toHaveLength(10);
      expect(second.history).toHaveLength(2);
      expect([...first.history, ...second.history].every((entry) => entry.type === 'deposit' && entry.asset === 'USDT')).toBe(true);
      const ton = await call(app, mainContract.history, { userId, query: { chainId: 'TON', tokenAddress: 'TON' } });
      expect(ton.history.map((entry) => (entry.type === 'deposit' ? entry.asset : entry.type))).toEqual(['TON']);
      const unknown = await callRaw(app, mainContract.history, { userId, query: { chainId: 'TON', tokenAddress: 'EQ-no-such-token' } });
      expect(unknown.status).toBe(404);
    });
  });
}
