/**
 * The token page (issue 38): each span's window and step, bounded point counts, the price and its
 * change read from the series (its last point is the price shown), and the chart machine: a span
 * change reads again and drops the read in flight, an unknown token (404) is its own state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../domain/shared/api-failure';
import { provideTokenChart } from '../../../domain/wallet/token-page/provide';
import type { TokenPageApi } from '../../../domain/wallet/token-page/port';
import { MAX_PRICE_POINTS, priceChange, priceText, SPAN_WINDOWS, spanInstants } from '../../../domain/wallet/token-page/rules';
import { selectTokenChart } from '../../../domain/wallet/token-page/selectors';
import { PRICE_SPANS, type PriceHistory, type PriceHistoryQuery } from '../../../domain/wallet/token-page/types';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';

const NOW_RANGE = { min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) };

describe('span windows', () => {
  it('1D every 15 minutes, 7D hourly, 1M every 6 hours, 1Y daily', () => {
    const hour = 3_600_000;
    expect(SPAN_WINDOWS['1D']).toEqual({ windowMs: 24 * hour, stepMs: hour / 4 });
    expect(SPAN_WINDOWS['7D']).toEqual({ windowMs: 7 * 24 * hour, stepMs: hour });
    expect(SPAN_WINDOWS['1M']).toEqual({ windowMs: 30 * 24 * hour, stepMs: 6 * hour });
    expect(SPAN_WINDOWS['1Y']).toEqual({ windowMs: 365 * 24 * hour, stepMs: 24 * hour });
  });

  it('cover the window on step instants, end at now, and stay within the bound', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRICE_SPANS), fc.integer(NOW_RANGE), (span, now) => {
        const { windowMs, stepMs } = SPAN_WINDOWS[span];
        const instants = spanInstants(span, now);
        expect(instants[instants.length - 1]).toBe(now);
        expect(instants.length).toBeLessThanOrEqual(MAX_PRICE_POINTS);
        expect(instants.length).toBeGreaterThanOrEqual(windowMs / stepMs);
        expect(instants[0]).toBeGreaterThanOrEqual(now - windowMs);
        expect((instants[0] ?? 0) - stepMs).toBeLessThan(now - windowMs);
        for (const at of instants.slice(0, -1)) expect(at % stepMs).toBe(0);
        for (let index = 1; index < instants.length; index += 1) expect((instants[index] ?? 0) > (instants[index - 1] ?? 0)).toBe(true);
      }),
    );
  });
});

describe('price and change', () => {
  const point = (usd: string, minute: number) => ({ time: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(), usd });

  it('the price shown is the last point; the change is measured from the first', () => {
    expect(priceChange([point('5.4', 0), point('5.1', 1), point('5.67', 2)])).toEqual({ last: '5.67', absolute: '0.27', percent: '5.00', direction: 'up' });
    expect(priceChange([point('3200', 0), point('3100', 1)])).toEqual({ last: '3100', absolute: '-100', percent: '-3.13', direction: 'down' });
    expect(priceChange([point('1', 0)])).toEqual({ last: '1', absolute: '0', percent: '0.00', direction: 'flat' });
    expect(priceChange([])).toBeNull();
  });

  it('shows cents from a dollar up, four significant digits below', () => {
    expect(priceText('3204.12345678')).toBe('3204.12');
    expect(priceText('5.4')).toBe('5.40');
    expect(priceText('0.0031')).toBe('0.003100');
    expect(priceText('0.00000981')).toBe('0.000009810');
    expect(priceText('0.31')).toBe('0.3100');
    expect(priceText('0')).toBe('0.00');
  });
});

describe('the chart machine', () => {
  const history = (query: PriceHistoryQuery, last: string): PriceHistory => ({
    ...query,
    points: [
      { time: '2026-01-01T00:00:00.000Z', usd: '1' },
      { time: '2026-01-01T00:15:00.000Z', usd: last },
    ],
  });

  function start() {
    const reads: { query: PriceHistoryQuery; answer: Deferred<PriceHistory> }[] = [];
    const api = fakePort<TokenPageApi>('tokenPageApi', {
      priceHistory: (query) => {
        const answer = deferred<PriceHistory>();
        reads.push({ query, answer });
        return answer.promise;
      },
    });
    const warnings: unknown[] = [];
    const logic = provideTokenChart({ tokenPageApi: api, logger: { warn: (...args) => warnings.push(args), error: () => undefined } });
    const actor = createActor(logic, { input: { query: { chainId: 'TON', address: 'TON', span: '1D' } } }).start();
    return { actor, reads, warnings, view: () => selectTokenChart(actor.getSnapshot()) };
  }

  it('reads 1D first, shows its last point as the price, and a new span drops the read in flight', async () => {
    const { actor, reads, view } = start();
    expect(view()).toMatchObject({ status: 'loading', span: '1D', points: [] });
    reads[0]?.answer.resolve(history(reads[0].query, '1.5'));
    await Promise.resolve();
    await Promise.resolve();
    expect(view()).toMatchObject({ status: 'ready', span: '1D', change: { last: '1.5', percent: '50.00' } });
    actor.send({ type: 'chart.span', span: '7D' });
    actor.send({ type: 'chart.span', span: '1Y' });
    expect(reads.map((read) => read.query.span)).toEqual(['1D', '7D', '1Y']);
    // The 1D chart stays while the others load; the 7D answer, superseded, never lands.
    expect(view()).toMatchObject({ status: 'loading', span: '1Y', change: { last: '1.5' } });
    reads[1]?.answer.resolve(history(reads[1].query, '9'));
    reads[2]?.answer.resolve(history(reads[2].query, '0.5'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view()).toMatchObject({ status: 'ready', span: '1Y', change: { last: '0.5', direction: 'down' } });
    actor.send({ type: 'chart.span', span: '1Y' });
    expect(reads).toHaveLength(3);
  });

  it('says an unknown token (404) as such, and offers a retry for other failures', async () => {
    const unknown = start();
    unknown.reads[0]?.answer.reject(new ApiError({ type: 'rejected', status: 404, message: "Couldn't find specified token", code: 'unknown-token' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unknown.view().status).toBe('unknown');
    const failing = start();
    failing.reads[0]?.answer.reject(new ApiError({ type: 'server', status: 503 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing.view().status).toBe('failed');
    expect(failing.warnings).toHaveLength(1);
    failing.actor.send({ type: 'chart.retry' });
    expect(failing.view().status).toBe('loading');
    expect(failing.reads).toHaveLength(2);
  });
});
