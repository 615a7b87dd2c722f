import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../domain/shared/api-failure';
import { selectConfirmButton, type SwapConfirmInput } from '../../../domain/swap/confirm-machine';
import { provideSwapConfirm } from '../../../domain/swap/provide';
import type { SwapResult } from '../../../domain/swap/types';
import { fakeMainApi, recordingLogger, type FakeMainApiOptions, mainPorts } from '../../support/fake-ports';
import { fakeMessenger } from '../../support/fake-messenger';
import { aQuote, ETH_TOKEN, TON_TOKEN, USDC_ETH_TOKEN, USDT_TON_TOKEN } from '../../support/mothers';

const DONE: SwapResult = { swapId: 's1', status: 'completed' };
const EVM_INPUT: SwapConfirmInput = { quote: aQuote(ETH_TOKEN, USDC_ETH_TOKEN, '1000', { id: 'route-1' }), accountIndex: 3, kind: 'evm' };

function start(input: SwapConfirmInput, overrides: FakeMainApiOptions['overrides']) {
  const mainApi = fakeMainApi({ overrides });
  const messenger = fakeMessenger();
  const close = vi.spyOn(messenger, 'close');
  let n = 0;
  const actor = createActor(provideSwapConfirm({ ...mainPorts(mainApi), messenger, logger: recordingLogger() }, { newIdempotencyKey: () => `key-${++n}` }), {
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
