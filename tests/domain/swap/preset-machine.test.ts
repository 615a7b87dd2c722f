import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../../domain/shared/api-failure';
import { providePresetSwap } from '../../../domain/swap/provide';
import { resolveStartSwap } from '../../../domain/swap/preset';
import type { PresetTokens } from '../../../domain/swap/types';
import { fakeMainApi, recordingLogger, mainPorts } from '../../support/fake-ports';
import { aKnownToken, ETH_TOKEN, TON_TOKEN, USDT_ARB_TOKEN, USDT_TON_TOKEN } from '../../support/mothers';

const PAIR: PresetTokens = { from: TON_TOKEN, to: USDT_TON_TOKEN };

describe('presetSwapMachine', () => {
  it('loads the preset pair for the start parameter, then stores it and ends with its id', async () => {
    const mainApi = fakeMainApi({ overrides: { presetTokens: async () => PAIR, createPresetSwap: async () => ({ id: 'preset-7' }) } });
    const actor = createActor(providePresetSwap({ ...mainPorts(mainApi), logger: recordingLogger() }), { input: { startParam: 'swapFrom-VE9O' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(mainApi.calls.presetTokens[0]?.[0]).toEqual({ startParam: 'swapFrom-VE9O' });
    actor.send({ type: 'preset.pickTo', token: USDT_ARB_TOKEN }); // refused: an EVM token cannot face TON
    expect(actor.getSnapshot().context.to).toEqual(USDT_TON_TOKEN);
    actor.send({ type: 'preset.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(mainApi.calls.createPresetSwap[0]?.[0]).toEqual({
      from: { address: 'TON', chainId: 'TON' },
      to: { address: USDT_TON_TOKEN.address, chainId: 'TON' },
    });
    expect(actor.getSnapshot().output).toEqual({ id: 'preset-7', fromToken: TON_TOKEN, toToken: USDT_TON_TOKEN });
  });

  it('drops a suggested pair the TON rule forbids and waits for an allowed pick (issue 12, defect 1)', async () => {
    const forbidden: PresetTokens = { from: TON_TOKEN, to: USDT_ARB_TOKEN };
    const mainApi = fakeMainApi({ overrides: { presetTokens: async () => forbidden, createPresetSwap: async () => ({ id: 'p-1' }) } });
    const actor = createActor(providePresetSwap({ ...mainPorts(mainApi), logger: recordingLogger() }), { input: { startParam: null } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ from: TON_TOKEN, to: null });
    actor.send({ type: 'preset.confirm' }); // nothing to store: no allowed 'to' yet
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'preset.pickTo', token: USDT_TON_TOKEN });
    actor.send({ type: 'preset.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ id: 'p-1', fromToken: TON_TOKEN, toToken: USDT_TON_TOKEN });
  });

  it('keeps a typed failure and retries the load', async () => {
    let fail = true;
    const mainApi = fakeMainApi({
      overrides: {
        presetTokens: async () => {
          if (fail) throw new ApiError({ type: 'server', status: 500 });
          return PAIR;
        },
      },
    });
    const actor = createActor(providePresetSwap({ ...mainPorts(mainApi), logger: recordingLogger() }), { input: { startParam: null } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ type: 'server', status: 500 });
    expect(mainApi.calls.presetTokens[0]?.[0]).toEqual({ startParam: undefined });
    fail = false;
    actor.send({ type: 'preset.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ from: TON_TOKEN, to: USDT_TON_TOKEN, failure: null });
  });
});

describe('resolveStartSwap', () => {
  it('finds both tokens by address on the given chain (EVM addresses without case)', async () => {
    const mainApi = fakeMainApi({
      overrides: {
        knownTokens: async (r) => ({
          tokens: [ETH_TOKEN, USDT_ARB_TOKEN].filter((t) => t.chainId === r.chainId).map((t) => aKnownToken(t, '3')),
          tokensCount: 1,
          offset: 0,
        }),
      },
    });
    const result = await resolveStartSwap(mainApi, {
      startSwap: { from: ETH_TOKEN.address, to: USDT_ARB_TOKEN.address.toLowerCase(), chainId: 42161 },
      accountIndex: 0,
    });
    expect(result).toEqual({ fromToken: null, toToken: USDT_ARB_TOKEN });
  });
});
