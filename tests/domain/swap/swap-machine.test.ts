import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../domain/shared/api-failure';
import { provideSwap } from '../../../domain/swap/provide';
import { selectConfirmInput, selectSwapView } from '../../../domain/swap/selectors';
import type { FetchRouteRequest, Quote, TonSimulateRequest } from '../../../domain/swap/types';
import type { CallOptions } from '../../../domain/shared/call-options';
import { abortError, fakeMainApi, recordingLogger, type FakeMainApiOptions, mainPorts } from '../../support/fake-ports';
import { deferred, type Deferred } from '../../support/deferred';
import { aHolding, aKnownToken, aQuote, ETH_TOKEN, TON_TOKEN, USDC_ETH_TOKEN, USDT_ARB_TOKEN, USDT_TON_TOKEN } from '../../support/mothers';

const HOLDINGS = [aHolding(ETH_TOKEN, '1'), aHolding(USDC_ETH_TOKEN, '500'), aHolding(TON_TOKEN, '10'), aHolding(USDT_TON_TOKEN, '20')];

/** fetchRoute answers a quote for whatever was asked, after a macrotask; simulateTonSwap likewise. */
const quoteFor = (request: FetchRouteRequest): Quote =>
  aQuote(
    [ETH_TOKEN, USDC_ETH_TOKEN, USDT_ARB_TOKEN].find((t) => t.address === request.from) ?? ETH_TOKEN,
    [ETH_TOKEN, USDC_ETH_TOKEN, USDT_ARB_TOKEN].find((t) => t.address === request.to) ?? USDC_ETH_TOKEN,
    request.amount,
  );

function start(options: FakeMainApiOptions = {}, input: Parameters<typeof createActor<ReturnType<typeof provideSwap>>>[1] = { input: { accountIndex: 0 } }) {
  const mainApi = fakeMainApi({
    balances: { 0: HOLDINGS },
    ...options,
    overrides: {
      fetchRoute: (request: FetchRouteRequest, o?: CallOptions) =>
        new Promise<Quote>((resolve, reject) => {
          const timer = setTimeout(() => resolve(quoteFor(request)), 0);
          o?.signal?.addEventListener('abort', () => (clearTimeout(timer), reject(abortError())));
        }),
      ...options.overrides,
    },
  });
  const logger = recordingLogger();
  const actor = createActor(provideSwap({ ...mainPorts(mainApi), logger, clock: { now: () => Date.now() } }), input).start();
  return { actor, mainApi, logger };
}

/** Moves the fake clock, running timers and the promise callbacks they release. */
const flush = async (ms = 0) => {
  await vi.advanceTimersByTimeAsync(ms);
};
/** Fake answers use setTimeout(0), which the fake clock schedules 1 ms ahead when set from a timer. */
const answers = () => flush(1);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('swapMachine quote', () => {
  it('debounces: several amount changes within 1 s make one quote call, for the last amount', async () => {
    const { actor, mainApi } = start();
    await flush();
    actor.send({ type: 'token.pick', side: 'from', token: ETH_TOKEN });
    actor.send({ type: 'token.pick', side: 'to', token: USDC_ETH_TOKEN });
    for (const value of ['0', '0,', '0,5', '0,55']) {
      actor.send({ type: 'amount.change', value });
      await flush(300);
    }
    expect(mainApi.count('fetchRoute')).toBe(0);
    expect(selectSwapView(actor.getSnapshot()).quoteState).toBe('searching');
    // The last change was 300 ms ago: the call goes 1 s after it, not after the first change.
    await flush(699);
    expect(mainApi.count('fetchRoute')).toBe(0);
    await flush(1);
    expect(mainApi.count('fetchRoute')).toBe(1);
    expect(actor.getSnapshot().context.routeFetching).toBe(true);
    expect(mainApi.calls.fetchRoute[0]?.[0]).toEqual({
      amount: '550000000000000000',
      from: ETH_TOKEN.address,
      fromChainId: 1,
      to: USDC_ETH_TOKEN.address,
      toChainId: 1,
      accountIndex: 0,
    });
    await answers();
    const view = selectSwapView(actor.getSnapshot());
    expect(view.quoteState).toBe('quote');
    expect(view.routeFetching).toBe(false);
    expect(view.amount).toBe('0.55');
    expect(view.quote).toMatchObject({ kind: 'evm', fromSymbol: 'ETH', toSymbol: 'USDC', priceImpact: { status: 'normal', high: false } });
    expect(view.confirmBlock).toBeNull();
    expect(selectConfirmInput(actor.getSnapshot())?.kind).toBe('evm');
  });

  it('a newer form aborts the pending call, and its late answer never lands', async () => {
    const pending: { request: FetchRouteRequest; signal: AbortSignal | undefined; answer: Deferred<Quote> }[] = [];
    const { actor, mainApi } = start({
      overrides: {
        // Ignores the signal on purpose: the machine must drop a stale answer by itself.
        fetchRoute: (request: FetchRouteRequest, o?: CallOptions) => {
          const answer = deferred<Quote>();
          pending.push({ request, signal: o?.signal, answer });
          return answer.promise;
        },
      },
    });
    await flush();
    actor.send({ type: 'token.pick', side: 'from', token: ETH_TOKEN });
    actor.send({ type: 'token.pick', side: 'to', token: USDC_ETH_TOKEN });
    actor.send({ type: 'amount.change', value: '0.1' });
    await flush(1000);
    expect(mainApi.count('fetchRoute')).toBe(1);
    actor.send({ type: 'amount.change', value: '0.2' });
    expect(pending[0]?.signal?.aborted).toBe(true);
    expect(actor.getSnapshot().context.routeFetching).toBe(false);
    pending[0]?.answer.resolve(quoteFor(pending[0].request));
    await flush();
    expect(actor.getSnapshot().context.quote).toBeNull();
    await flush(1000);
    expect(mainApi.count('fetchRoute')).toBe(2);
    pending[1]?.answer.resolve(quoteFor(pending[1].request));
    await flush();
    expect(actor.getSnapshot().context.quote?.route.fromAmount).toBe('200000000000000000');
  });

  it('cancels a pending fetch when the form becomes invalid, and a waiting one never starts', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const { actor, mainApi } = start({
      overrides: { fetchRoute: (_r: FetchRouteRequest, o?: CallOptions) => (signals.push(o?.signal), new Promise<Quote>(() => {})) },
    });
    await flush();
    actor.send({ type: 'token.pick', side: 'from', token: ETH_TOKEN });
    actor.send({ type: 'token.pick', side: 'to', token: USDC_ETH_TOKEN });
    actor.send({ type: 'amount.change', value: '0.1' });
    await flush(1000);
    actor.send({ type: 'amount.change', value: '' });
    expect(signals[0]?.aborted).toBe(true);
    expect(selectSwapView(actor.getSnapshot())).toMatchObject({ quoteState: 'idle', routeFetching: false, confirmBlock: 'no-route' });
    actor.send({ type: 'amount.change', value: '0.3' });
    await flush(500);
    actor.send({ type: 'amount.change', value: 'abc' }); // filtered to '' : nothing to quote
    await flush(2000);
    expect(mainApi.count('fetchRoute')).toBe(1);
  });

  it('stores a failed quote as a typed error and fetches again on retry', async () => {
    let fail = true;
    const { actor, mainApi, logger } = start({
      overrides: {
        fetchRoute: async (request: FetchRouteRequest) => {
          if (fail) throw new ApiError({ type: 'rejected', status: 422, message: "Couldn't find the route", code: 'no-route' });
          return quoteFor(request);
        },
      },
    });
    await flush();
    actor.send({ type: 'token.pick', side: 'from', token: ETH_TOKEN });
    actor.send({ type: 'token.pick', side: 'to', token: USDC_ETH_TOKEN });
    actor.send({ type: 'amount.change', value: '0.1' });
    await flush(1000);
    const failed = selectSwapView(actor.getSnapshot());
    expect(failed).toMatchObject({ quoteState: 'no-route', quote: null, confirmBlock: 'no-route', canConfirm: false });
    expect(failed.quoteError).toMatchObject({ type: 'rejected', code: 'no-route' });
    expect(logger.lines).toHaveLength(1);
    fail = false;
    actor.send({ type: 'quote.retry' });
    expect(actor.getSnapshot().context.routeFetching).toBe(true);
    await flush();
    expect(mainApi.count('fetchRoute')).toBe(2);
    expect(selectSwapView(actor.getSnapshot())).toMatchObject({ quoteState: 'quote', quoteError: null, canConfirm: true });
  });

  it('ignores an aborted answer: no error is stored', async () => {
    const { actor } = start({ overrides: { fetchRoute: async () => Promise.reject(abortError()) } });
    await flush();
    actor.send({ type: 'token.pick', side: 'from', token: ETH_TOKEN });
    actor.send({ type: 'token.pick', side: 'to', token: USDC_ETH_TOKEN });
    actor.send({ type: 'amount.change', value: '0.1' });
    await flush(1000);
    expect(actor.getSnapshot().context.quoteError).toBeNull();
    expect(selectSwapView(actor.getSnapshot()).quoteState).toBe('idle');
  });
});

describe('swapMachine form', () => {
  it('max fills the balance minus margin and reserve; a second press clears the amount', async () => {
    const { actor } = start();
    actor.send({ type: 'token.pick', side: 'from', token: ETH_TOKEN });
    actor.send({ type: 'amount.max' }); // balances not loaded yet: nothing to compute from
    expect(actor.getSnapshot().context).toMatchObject({ swapAmount: '', isSwapMax: false });
    await flush();
    actor.send({ type: 'amount.max' });
    expect(selectSwapView(actor.getSnapshot())).toMatchObject({ amount: '0.989999', isSwapMax: true, fromBalance: '1' });
    actor.send({ type: 'amount.max' });
    expect(actor.getSnapshot().context).toMatchObject({ swapAmount: '', isSwapMax: false });
    actor.send({ type: 'amount.max' });
    actor.send({ type: 'amount.change', value: '0,5' });
    expect(actor.getSnapshot().context).toMatchObject({ swapAmount: '0.5', isSwapMax: false });
  });

  it('flip swaps the sides and clears the amount; changing the from token clears amount and max', async () => {
    const { actor } = start();
    await flush();
    actor.send({ type: 'token.pick', side: 'from', token: ETH_TOKEN });
    actor.send({ type: 'token.pick', side: 'to', token: USDC_ETH_TOKEN });
    actor.send({ type: 'amount.max' });
    actor.send({ type: 'sides.flip' });
    expect(actor.getSnapshot().context).toMatchObject({ fromToken: USDC_ETH_TOKEN, toToken: ETH_TOKEN, swapAmount: '', isSwapMax: false });
    actor.send({ type: 'amount.max' });
    expect(actor.getSnapshot().context.swapAmount).toBe('499.999999');
    actor.send({ type: 'token.pick', side: 'from', token: USDT_ARB_TOKEN });
    expect(actor.getSnapshot().context).toMatchObject({ fromToken: USDT_ARB_TOKEN, toToken: ETH_TOKEN, swapAmount: '', isSwapMax: false });
    // The TON restriction: a TON token facing an EVM token clears the other side.
    actor.send({ type: 'token.pick', side: 'to', token: USDT_TON_TOKEN });
    expect(actor.getSnapshot().context).toMatchObject({ fromToken: null, toToken: USDT_TON_TOKEN });
  });

  it('blocks confirm when the amount is above the balance or gas is short', async () => {
    const { actor } = start({ balances: { 0: [aHolding(USDC_ETH_TOKEN, '50'), aHolding(ETH_TOKEN, '0')] } });
    await flush();
    actor.send({ type: 'token.pick', side: 'from', token: USDC_ETH_TOKEN });
    actor.send({ type: 'token.pick', side: 'to', token: ETH_TOKEN });
    actor.send({ type: 'amount.change', value: '60' });
    expect(selectSwapView(actor.getSnapshot()).confirmBlock).toBe('loading');
    await flush(1000);
    await answers();
    expect(selectSwapView(actor.getSnapshot()).confirmBlock).toBe('amount-above-balance');
    actor.send({ type: 'amount.change', value: '40' });
    await flush(1000);
    await answers();
    // The fake's gas entry says the account holds 1 ETH; with a quote saying 0 it would block:
    expect(selectSwapView(actor.getSnapshot()).confirmBlock).toBeNull();
  });
});

describe('swapMachine on TON', () => {
  it('quotes a TON destination with simulateTonSwap and fits max to the routing tool', async () => {
    const simulate = vi.fn(async (request: TonSimulateRequest) => aQuote(TON_TOKEN, USDT_TON_TOKEN, request.offer_amount, { tool: 'stonfi_v2' }));
    const { actor, mainApi } = start({ overrides: { simulateTonSwap: simulate } });
    await flush();
    actor.send({ type: 'token.pick', side: 'from', token: TON_TOKEN });
    actor.send({ type: 'token.pick', side: 'to', token: USDT_TON_TOKEN });
    actor.send({ type: 'amount.max' });
    expect(actor.getSnapshot().context.swapAmount).toBe('9.779999'); // 10 − 0.000001 − 0.22 (first tool)
    await flush(1000);
    expect(simulate).toHaveBeenCalledTimes(1);
    expect(simulate.mock.calls[0]?.[0]).toEqual({ offer_jetton: 'TON', offer_amount: '9779999000', ask_jetton: USDT_TON_TOKEN.address, accountIndex: 0 });
    expect(mainApi.count('fetchRoute')).toBe(0);
    // The quote names the second tool: its larger reserve lowers the amount, which asks again.
    expect(actor.getSnapshot().context).toMatchObject({ swapAmount: '9.699999', isSwapMax: true, quote: null });
    await flush(1000);
    expect(simulate).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.swapAmount).toBe('9.699999');
    const view = selectSwapView(actor.getSnapshot());
    expect(view).toMatchObject({ quoteState: 'quote', canConfirm: true });
    expect(selectConfirmInput(actor.getSnapshot())).toMatchObject({ kind: 'ton', accountIndex: 0 });
  });
});

describe('swapMachine start parameter and picker', () => {
  it('preselects the tokens of a start parameter by looking them up on its chain', async () => {
    const { actor, mainApi } = start(
      {
        overrides: {
          knownTokens: async (r) => ({
            tokens: [TON_TOKEN, USDT_TON_TOKEN].filter((t) => t.address === r.tokenAddress).map((t) => aKnownToken(t)),
            tokensCount: 1,
            offset: 0,
          }),
        },
      },
      { input: { accountIndex: 0, startSwap: { from: 'TON', to: USDT_TON_TOKEN.address, chainId: 'TON' } } },
    );
    expect(selectSwapView(actor.getSnapshot()).resolvingStartSwap).toBe(true);
    await flush();
    expect(mainApi.calls.knownTokens.map(([r]) => [r.chainId, r.tokenAddress])).toEqual([
      ['TON', 'TON'],
      ['TON', USDT_TON_TOKEN.address],
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ fromToken: TON_TOKEN, toToken: USDT_TON_TOKEN, presetFailure: null });
  });

  it("reports a start-parameter token the catalogue does not know ('Couldn't find specified token')", async () => {
    const { actor } = start({}, { input: { accountIndex: 0, startSwap: { from: 'TON', to: 'EQunknown', chainId: 'TON' } } });
    await flush();
    expect(actor.getSnapshot().context.presetFailure).toEqual({ type: 'token-not-found', sides: ['from', 'to'] });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
  });

  it('runs the preset swap as a child with the start parameter; its stored pair sets both sides (issue 10: no coordination in the screen)', async () => {
    const { actor, mainApi } = start(
      { overrides: { presetTokens: async () => ({ from: TON_TOKEN, to: USDT_TON_TOKEN }), createPresetSwap: async () => ({ id: 'preset-9' }) } },
      { input: { accountIndex: 0, startParam: 'preset_abc' } },
    );
    actor.send({ type: 'preset.open' });
    expect(actor.getSnapshot().context.presetOpen).toBe(true);
    await flush();
    expect(mainApi.calls.presetTokens[0]?.[0]).toEqual({ startParam: 'preset_abc' });
    const preset = actor.getSnapshot().children.preset;
    if (!preset) throw new Error('no preset child');
    preset.send({ type: 'preset.confirm' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ presetOpen: false, fromToken: TON_TOKEN, toToken: USDT_TON_TOKEN });
    expect(actor.getSnapshot().children.preset).toBeUndefined();
  });

  it('runs the picker as a child; the selected token lands on its side and the picker closes', async () => {
    const { actor, mainApi } = start({
      overrides: { knownTokens: async (r) => ({ tokens: [aKnownToken(TON_TOKEN), aKnownToken(USDT_ARB_TOKEN)], tokensCount: 2, offset: r.sliceProps.offset }) },
    });
    await flush();
    actor.send({ type: 'token.pick', side: 'from', token: ETH_TOKEN });
    actor.send({ type: 'picker.open', side: 'to' });
    expect(actor.getSnapshot().context.pickingToken).toBe('to');
    await flush();
    const picker = actor.getSnapshot().children.picker;
    if (!picker) throw new Error('no picker child');
    // Facing ETH, TON is filtered out of the list.
    expect(picker.getSnapshot().context.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(['USDT']);
    picker.send({ type: 'chain.select', chainId: 42161 });
    expect(actor.getSnapshot().context.selectedChain).toBe(42161);
    await flush(300);
    expect(mainApi.calls.knownTokens.at(-1)?.[0]).toMatchObject({ chainId: 42161 });
    picker.send({ type: 'token.select', token: USDT_ARB_TOKEN });
    expect(actor.getSnapshot().context).toMatchObject({ toToken: USDT_ARB_TOKEN, pickingToken: null, tokenSearch: '', selectedChain: 42161 });
    expect(actor.getSnapshot().children.picker).toBeUndefined();
  });
});
