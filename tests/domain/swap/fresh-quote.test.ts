/**
 * Fresh quotes (issue 12) on the manual clock: a shown quote counts down to its deadline and is
 * asked again shortly before it expires, at most once per debounce window, never while a
 * confirmation is in flight; a refresh that moved the amount received by more than the warning
 * threshold waits for the user to look again, on /swap and on /confirmSwap.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectConfirmButton } from '../../../domain/swap/confirm-machine';
import { QUOTE_DEBOUNCE_MS } from '../../../domain/swap/machine';
import { provideSwap, provideSwapConfirm } from '../../../domain/swap/provide';
import { FALLBACK_VALIDITY_MS, MAX_VALIDITY_MS, quoteChange, refreshDelayMs } from '../../../domain/swap/quote-freshness';
import { selectConfirmInput, selectQuoteFreshness, selectSwapView } from '../../../domain/swap/selectors';
import type { FetchRouteRequest, Quote } from '../../../domain/swap/types';
import type { CallOptions } from '../../../domain/shared/call-options';
import { abortError, fakeMainApi, mainPorts, recordingLogger } from '../../support/fake-ports';
import { fakeMessenger } from '../../support/fake-messenger';
import { manualClock } from '../../support/manual-clock';
import { aHolding, aQuote, ETH_TOKEN, USDC_ETH_TOKEN } from '../../support/mothers';

const VALIDITY_MS = 60_000;
/** The answers come after a real macrotask; the machine's timers run on the manual clock. */
const answers = () => new Promise((resolve) => setTimeout(resolve, 5));

function startSwap(options: { readonly validityMs?: number } = {}) {
  const clock = manualClock();
  // The "market": how many units of USDC one unit of ETH fetches, in thousandths.
  const market = { rate: 2000n, fail: false, validityMs: options.validityMs ?? VALIDITY_MS };
  const signals: (AbortSignal | undefined)[] = [];
  let n = 0;
  const mainApi = fakeMainApi({
    balances: { 0: [aHolding(ETH_TOKEN, '1'), aHolding(USDC_ETH_TOKEN, '500')] },
    overrides: {
      fetchRoute: (request: FetchRouteRequest, o?: CallOptions) => {
        signals.push(o?.signal);
        return new Promise<Quote>((resolve, reject) => {
          const timer = setTimeout(() => {
            if (market.fail) return reject(new Error('no route'));
            n += 1;
            const base = aQuote(ETH_TOKEN, USDC_ETH_TOKEN, request.amount, { id: `route-${String(n)}`, toAmount: ((BigInt(request.amount) * market.rate) / 1000n).toString() });
            resolve({ ...base, route: { ...base.route, expiresAt: new Date(clock.now() + market.validityMs).toISOString() } });
          }, 0);
          o?.signal?.addEventListener('abort', () => (clearTimeout(timer), reject(abortError())));
        });
      },
    },
  });
  const actor = createActor(provideSwap({ ...mainPorts(mainApi), logger: recordingLogger(), clock }), { input: { accountIndex: 0 }, clock }).start();
  return { actor, mainApi, clock, market, signals };
}

/** A form with a quote on screen; returns when it came. */
async function quoted(started: ReturnType<typeof startSwap>) {
  const { actor, clock } = started;
  await answers();
  actor.send({ type: 'token.pick', side: 'from', token: ETH_TOKEN });
  actor.send({ type: 'token.pick', side: 'to', token: USDC_ETH_TOKEN });
  actor.send({ type: 'amount.change', value: '0.5' });
  clock.advance(QUOTE_DEBOUNCE_MS);
  await waitFor(actor, (s) => selectQuoteFreshness(s) !== null, { timeout: 1000 });
  return clock.now();
}

const routeId = (started: ReturnType<typeof startSwap>) => started.actor.getSnapshot().context.quote?.route.id;

describe('a fresh quote', () => {
  it('counts down to its deadline and is asked again 10 s before it, keeping the old quote shown meanwhile', async () => {
    const started = startSwap();
    const { actor, mainApi, clock } = started;
    const receivedAt = await quoted(started);
    expect(selectQuoteFreshness(actor.getSnapshot())).toMatchObject({ deadline: receivedAt + VALIDITY_MS, refreshing: false, lookAgain: null });

    clock.advance(VALIDITY_MS - 10_000 - 1);
    expect(mainApi.count('fetchRoute')).toBe(1);
    clock.advance(1);
    expect(mainApi.count('fetchRoute')).toBe(2);
    const during = actor.getSnapshot();
    expect(selectQuoteFreshness(during)?.refreshing).toBe(true);
    expect(selectSwapView(during).quoteState).toBe('quote');
    expect(selectSwapView(during).routeFetching).toBe(false);
    expect(routeId(started)).toBe('route-1');

    await waitFor(actor, (s) => s.context.quote?.route.id === 'route-2', { timeout: 1000 });
    expect(selectQuoteFreshness(actor.getSnapshot())?.deadline).toBe(clock.now() + VALIDITY_MS);
    // The next refresh is one lifetime later again.
    clock.advance(VALIDITY_MS - 10_000);
    expect(mainApi.count('fetchRoute')).toBe(3);
  });

  it('refreshes at most once per debounce window, however short-lived the quote', async () => {
    const started = startSwap({ validityMs: 400 });
    const { mainApi, clock } = started;
    await quoted(started);
    clock.advance(QUOTE_DEBOUNCE_MS - 1);
    expect(mainApi.count('fetchRoute')).toBe(1);
    clock.advance(1);
    expect(mainApi.count('fetchRoute')).toBe(2);
    await answers();
    clock.advance(QUOTE_DEBOUNCE_MS - 1);
    expect(mainApi.count('fetchRoute')).toBe(2);
  });

  it('never refreshes while a confirmation is in flight; after it ends, it refreshes within a window', async () => {
    const started = startSwap();
    const { actor, mainApi, clock } = started;
    await quoted(started);
    actor.send({ type: 'quote.hold' });
    clock.advance(5 * VALIDITY_MS);
    expect(mainApi.count('fetchRoute')).toBe(1);
    expect(selectQuoteFreshness(actor.getSnapshot())?.held).toBe(true);

    actor.send({ type: 'quote.release' });
    // The deadline has passed: the refresh comes after the minimum window, not a lifetime later.
    clock.advance(QUOTE_DEBOUNCE_MS);
    expect(mainApi.count('fetchRoute')).toBe(2);
  });

  it('a confirmation starting during a refresh cancels it; the confirmed quote is the one shown', async () => {
    const started = startSwap();
    const { actor, clock, signals } = started;
    await quoted(started);
    clock.advance(VALIDITY_MS - 10_000);
    expect(signals).toHaveLength(2);
    actor.send({ type: 'quote.hold' });
    expect(signals[1]?.aborted).toBe(true);
    await answers();
    expect(routeId(started)).toBe('route-1');
    expect(selectConfirmInput(actor.getSnapshot())?.quote.route.id).toBe('route-1');
  });

  it('a quote that moved by more than 2 % asks for a look again; 2 % or less does not', async () => {
    const started = startSwap();
    const { actor, clock, market } = started;
    await quoted(started);

    market.rate = 1960n; // -2 % exactly: within the threshold
    clock.advance(VALIDITY_MS - 10_000);
    await waitFor(actor, (s) => s.context.quote?.route.id === 'route-2', { timeout: 1000 });
    expect(selectQuoteFreshness(actor.getSnapshot())?.lookAgain).toBeNull();

    market.rate = 1940n; // -3 % against the quote the user looked at, though -1 % against the last
    clock.advance(VALIDITY_MS - 10_000);
    await waitFor(actor, (s) => s.context.quote?.route.id === 'route-3', { timeout: 1000 });
    expect(selectQuoteFreshness(actor.getSnapshot())?.lookAgain).toEqual({ percent: '3', direction: 'down' });
    expect(selectConfirmInput(actor.getSnapshot())?.lookAgain).toBe(true);

    actor.send({ type: 'quote.acknowledge' });
    expect(selectQuoteFreshness(actor.getSnapshot())?.lookAgain).toBeNull();
    expect(selectConfirmInput(actor.getSnapshot())?.lookAgain).toBe(false);

    market.rate = 2000n; // +3.09 % against the acknowledged one
    clock.advance(VALIDITY_MS - 10_000);
    await waitFor(actor, (s) => s.context.quote?.route.id === 'route-4', { timeout: 1000 });
    expect(selectQuoteFreshness(actor.getSnapshot())?.lookAgain).toEqual({ percent: '3.09', direction: 'up' });
  });

  it('a new question (the user edits) is not a change to look at again', async () => {
    const started = startSwap();
    const { actor, clock, market } = started;
    await quoted(started);
    market.rate = 1000n;
    actor.send({ type: 'amount.change', value: '0.6' });
    clock.advance(QUOTE_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.context.quote?.route.id === 'route-2', { timeout: 1000 });
    expect(selectQuoteFreshness(actor.getSnapshot())?.lookAgain).toBeNull();
  });

  it('a refresh that fails ends in "no route" with Retry, not in an expired quote shown as valid', async () => {
    const started = startSwap();
    const { actor, clock, market } = started;
    await quoted(started);
    market.fail = true;
    clock.advance(VALIDITY_MS - 10_000);
    await waitFor(actor, (s) => selectSwapView(s).quoteState === 'no-route', { timeout: 1000 });
    expect(selectConfirmInput(actor.getSnapshot())).toBeNull();
  });
});

describe('the confirmation and a refreshed quote', () => {
  function startConfirm() {
    const clock = manualClock();
    let n = 0;
    const swaps: unknown[] = [];
    const mainApi = fakeMainApi({ overrides: { swap: async (request, o) => (swaps.push({ request, key: o?.idempotencyKey }), { swapId: 's', status: 'completed' as const }) } });
    const actor = createActor(
      provideSwapConfirm({ ...mainPorts(mainApi), messenger: fakeMessenger(), logger: recordingLogger() }, { newIdempotencyKey: () => `key-${String(++n)}` }),
      { input: { quote: aQuote(ETH_TOKEN, USDC_ETH_TOKEN, '1000', { id: 'route-1' }), accountIndex: 0, kind: 'evm' }, clock },
    ).start();
    return { actor, clock, swaps };
  }

  it('refuses presses while the changed quote waits for a look, and confirms the refreshed quote after it', async () => {
    const { actor, clock, swaps } = startConfirm();
    actor.send({ type: 'quote.update', quote: aQuote(ETH_TOKEN, USDC_ETH_TOKEN, '1000', { id: 'route-2' }), lookAgain: true });
    expect(selectConfirmButton(actor.getSnapshot()).canPress).toBe(false);
    actor.send({ type: 'confirm.press' });
    clock.advance(1000);
    expect(actor.getSnapshot().value).toBe('ready');

    actor.send({ type: 'quote.update', quote: aQuote(ETH_TOKEN, USDC_ETH_TOKEN, '1000', { id: 'route-2' }), lookAgain: false });
    actor.send({ type: 'confirm.press' });
    clock.advance(500);
    await waitFor(actor, (s) => s.status === 'done', { timeout: 1000 });
    expect(swaps).toEqual([{ request: { routeId: 'route-2', accountIndex: 0 }, key: 'key-1' }]);
  });

  it('ignores a quote update once a press is on its way', () => {
    const { actor } = startConfirm();
    actor.send({ type: 'confirm.press' });
    actor.send({ type: 'quote.update', quote: aQuote(ETH_TOKEN, USDC_ETH_TOKEN, '1000', { id: 'route-2' }), lookAgain: true });
    expect(actor.getSnapshot().context.quote.route.id).toBe('route-1');
  });
});

describe('quote-freshness rules', () => {
  it('never refreshes sooner than the minimum window, and leads the deadline by at most 10 s', () => {
    expect(refreshDelayMs(60_000, 60_000, 0, 1000)).toBe(50_000);
    expect(refreshDelayMs(8_000, 8_000, 0, 1000)).toBe(6_000);
    expect(refreshDelayMs(0, 60_000, 30_000, 1000)).toBe(1000);
  });

  it('a quote expired by our clock (or unreadable) is taken as valid for the usual lifetime; none for more than 10 min', async () => {
    const started = startSwap({ validityMs: -5_000 });
    await quoted(started);
    const freshness = selectQuoteFreshness(started.actor.getSnapshot());
    expect(freshness!.deadline - started.clock.now()).toBe(FALLBACK_VALIDITY_MS);
    const far = startSwap({ validityMs: 3_600_000 });
    await quoted(far);
    expect(selectQuoteFreshness(far.actor.getSnapshot())!.deadline - far.clock.now()).toBe(MAX_VALIDITY_MS);
  });

  it('compares the amount received with what was looked at', () => {
    const quote = aQuote(ETH_TOKEN, USDC_ETH_TOKEN, '1000', { toAmount: '1021' });
    expect(quoteChange('1000', quote)).toEqual({ percent: '2.1', direction: 'up' });
    expect(quoteChange('1000', aQuote(ETH_TOKEN, USDC_ETH_TOKEN, '1000', { toAmount: '1020' }))).toBeNull();
    expect(quoteChange(null, quote)).toBeNull();
    expect(quoteChange('0', quote)).toBeNull();
  });
});
