import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../domain/shared/api-failure';
import type { BiometricOutcome, ConfirmMoney } from '../../../domain/shared/biometric-gate';
import { selectConfirmButton, type SwapConfirmInput } from '../../../domain/swap/confirm-machine';
import { provideSwapConfirm } from '../../../domain/swap/provide';
import type { SwapResult } from '../../../domain/swap/types';
import { fakeMainApi, recordingLogger, type FakeMainApiOptions, mainPorts } from '../../support/fake-ports';
import { fakeMessenger } from '../../support/fake-messenger';
import { aQuote, ETH_TOKEN, TON_TOKEN, USDC_ETH_TOKEN, USDT_TON_TOKEN } from '../../support/mothers';
import { failingGate, scriptedGate } from '../../support/scripted-gate';

const DONE: SwapResult = { swapId: 's1', status: 'completed' };
const EVM_INPUT: SwapConfirmInput = { quote: aQuote(ETH_TOKEN, USDC_ETH_TOKEN, '1000', { id: 'route-1' }), accountIndex: 3, kind: 'evm' };

function start(input: SwapConfirmInput, overrides: FakeMainApiOptions['overrides'], confirmMoney?: ConfirmMoney) {
  const mainApi = fakeMainApi({ overrides });
  const messenger = fakeMessenger();
  const close = vi.spyOn(messenger, 'close');
  let n = 0;
  const actor = createActor(provideSwapConfirm({ ...mainPorts(mainApi), messenger, logger: recordingLogger(), confirmMoney }, { newIdempotencyKey: () => `key-${++n}` }), {
    input,
  }).start();
  return { actor, mainApi, close };
}

const flush = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('swapConfirmMachine', () => {
  it('debounces presses 500 ms: a burst submits once, then the app closes', async () => {
    const { actor, mainApi, close } = start(EVM_INPUT, { swap: async () => DONE });
    for (let i = 0; i < 4; i += 1) {
      actor.send({ type: 'confirm.press' });
      await flush(200);
    }
    expect(mainApi.count('swap')).toBe(0);
    expect(selectConfirmButton(actor.getSnapshot()).submitting).toBe(true);
    await flush(300);
    expect(mainApi.count('swap')).toBe(1);
    expect(mainApi.calls.swap[0]).toEqual([{ routeId: 'route-1', accountIndex: 3 }, { idempotencyKey: 'key-1' }]);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('keeps ONE idempotency key across a failure and its retry', async () => {
    let fail = true;
    const { actor, mainApi, close } = start(EVM_INPUT, {
      swap: async () => {
        if (fail) throw new ApiError({ type: 'unreachable' });
        return DONE;
      },
    });
    actor.send({ type: 'confirm.press' });
    await flush(500);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(selectConfirmButton(actor.getSnapshot())).toMatchObject({ failure: { type: 'unreachable' }, canPress: true, done: false });
    expect(close).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'confirm.press' });
    await flush(500);
    expect(mainApi.calls.swap.map(([, options]) => options.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while submitting', async () => {
    const { actor, mainApi } = start(EVM_INPUT, { swap: () => new Promise<SwapResult>(() => {}) });
    actor.send({ type: 'confirm.press' });
    await flush(500);
    actor.send({ type: 'confirm.press' });
    await flush(1000);
    expect(mainApi.count('swap')).toBe(1);
  });

  it('executes a TON swap with 95 percent of the simulated output and the quote provider', async () => {
    const quote = aQuote(TON_TOKEN, USDT_TON_TOKEN, '1000000000', { toAmount: '5000001', tool: 'stonfi_v2' });
    const { actor, mainApi } = start({ quote, accountIndex: 1, kind: 'ton' }, { tonSwap: async () => DONE });
    actor.send({ type: 'confirm.press' });
    await flush(500);
    expect(mainApi.calls.tonSwap[0]).toEqual([
      { offer_jetton: 'TON', offer_amount: '1000000000', ask_jetton: USDT_TON_TOKEN.address, min_ask_amount: '4750000', provider: 'stonfi_v2', accountIndex: 1 },
      { idempotencyKey: 'key-1' },
    ]);
    expect(mainApi.count('swap')).toBe(0);
  });
});

describe('swapConfirmMachine behind the biometric gate (issue 37)', () => {
  // 1.5 ETH for USDC: the prompt names the amount given in whole tokens, and both symbols.
  const INPUT: SwapConfirmInput = { quote: aQuote(ETH_TOKEN, USDC_ETH_TOKEN, '1500000000000000000', { id: 'route-1' }), accountIndex: 3, kind: 'evm' };
  const swapKeys = (mainApi: ReturnType<typeof start>['mainApi']) => mainApi.calls.swap.map(([request, options]) => [request.routeId, options.idempotencyKey]);

  it('granted: asks with what is given and what is received, then swaps once', async () => {
    const gate = scriptedGate(['granted']);
    const { actor, mainApi, close } = start(INPUT, { swap: async () => DONE }, gate.confirm);
    actor.send({ type: 'confirm.press' });
    await flush(500);
    expect(gate.asked).toEqual([{ kind: 'swap', amount: '1.5', symbol: 'ETH', toSymbol: 'USDC' }]);
    expect(swapKeys(mainApi)).toEqual([['route-1', 'key-1']]);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('a TON swap names its own amount and tokens', async () => {
    const gate = scriptedGate(['granted']);
    const quote = aQuote(TON_TOKEN, USDT_TON_TOKEN, '2500000000', { toAmount: '5000001' });
    const { actor, mainApi } = start({ quote, accountIndex: 1, kind: 'ton' }, { tonSwap: async () => DONE }, gate.confirm);
    actor.send({ type: 'confirm.press' });
    await flush(500);
    expect(gate.asked).toEqual([{ kind: 'swap', amount: '2.5', symbol: 'TON', toSymbol: 'USDT' }]);
    expect(mainApi.count('tonSwap')).toBe(1);
  });

  it('off (no gate, or the setting off): swaps without a prompt', async () => {
    for (const gate of [undefined, scriptedGate(['off'])]) {
      const { actor, mainApi, close } = start(INPUT, { swap: async () => DONE }, gate?.confirm);
      actor.send({ type: 'confirm.press' });
      await flush(500);
      expect(swapKeys(mainApi)).toEqual([['route-1', 'key-1']]);
      expect(close).toHaveBeenCalledTimes(1);
      expect(gate?.asked ?? []).toHaveLength(gate ? 1 : 0);
    }
  });

  for (const refusal of ['denied', 'unavailable'] as const) {
    it(`${refusal}: nothing is swapped, the summary stays with the reason, and the retry carries the first key`, async () => {
      const gate = scriptedGate([refusal, 'granted']);
      const { actor, mainApi, close } = start(INPUT, { swap: async () => DONE }, gate.confirm);
      actor.send({ type: 'confirm.press' });
      await flush(500);
      expect(mainApi.count('swap')).toBe(0);
      expect(close).not.toHaveBeenCalled();
      expect(selectConfirmButton(actor.getSnapshot())).toEqual({ submitting: false, canPress: true, failure: null, done: false, biometrics: refusal });
      expect(actor.getSnapshot().context.idempotencyKey).toBe('key-1');

      actor.send({ type: 'confirm.press' });
      await flush(500);
      expect(gate.asked).toHaveLength(2);
      expect(swapKeys(mainApi)).toEqual([['route-1', 'key-1']]);
      expect(selectConfirmButton(actor.getSnapshot())).toMatchObject({ done: true, biometrics: null });
      expect(close).toHaveBeenCalledTimes(1);
    });
  }

  it('a gate that fails is unavailable: nothing is swapped', async () => {
    const { actor, mainApi, close } = start(INPUT, { swap: async () => DONE }, failingGate);
    actor.send({ type: 'confirm.press' });
    await flush(500);
    expect(selectConfirmButton(actor.getSnapshot())).toMatchObject({ biometrics: 'unavailable', canPress: true, done: false });
    expect(mainApi.count('swap')).toBe(0);
    expect(close).not.toHaveBeenCalled();
  });

  it('a press while the prompt is open does nothing: one prompt, one swap', async () => {
    let answer: (outcome: BiometricOutcome) => void = () => undefined;
    const asked: unknown[] = [];
    const confirm: ConfirmMoney = (reason) => (asked.push(reason), new Promise((resolve) => (answer = resolve)));
    const { actor, mainApi } = start(INPUT, { swap: async () => DONE }, confirm);
    actor.send({ type: 'confirm.press' });
    await flush(500);
    expect(selectConfirmButton(actor.getSnapshot())).toMatchObject({ submitting: true, canPress: false });
    actor.send({ type: 'confirm.press' });
    await flush(1000);
    answer('granted');
    await flush(500);
    expect(asked).toHaveLength(1);
    expect(swapKeys(mainApi)).toEqual([['route-1', 'key-1']]);
  });
});
