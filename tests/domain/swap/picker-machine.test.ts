import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { KnownTokensRequest } from '../../../domain/tokens/types';
import { provideTokenPicker } from '../../../domain/swap/provide';
import { selectPickerView } from '../../../domain/swap/selectors';
import { TOKEN_PAGE_SIZE } from '../../../domain/tokens/catalogue';
import { type TokenPickerInput } from '../../../domain/swap/picker-machine';
import { fakeMainApi, recordingLogger, mainPorts } from '../../support/fake-ports';
import { aKnownToken, ETH_TOKEN, knownTokens, TON_TOKEN, USDT_TON_TOKEN } from '../../support/mothers';

const CATALOGUE = knownTokens(45);

function start(input: Partial<TokenPickerInput> = {}, catalogue = CATALOGUE) {
  const mainApi = fakeMainApi({
    overrides: {
      knownTokens: async (r: KnownTokensRequest) => ({
        tokens: catalogue.slice(r.sliceProps.offset, r.sliceProps.offset + r.sliceProps.limit),
        tokensCount: catalogue.length,
        offset: r.sliceProps.offset,
      }),
    },
  });
  const actor = createActor(provideTokenPicker({ ...mainPorts(mainApi), logger: recordingLogger() }), {
    input: { side: 'to', otherSideToken: null, accountIndex: 0, ...input },
  }).start();
  return { actor, mainApi };
}

const flush = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tokenPickerMachine', () => {
  it('pages by 20 and stops once the offset reaches tokensCount', async () => {
    const { actor, mainApi } = start();
    await flush();
    expect(mainApi.calls.knownTokens[0]?.[0]).toEqual({ accountIndex: 0, sliceProps: { limit: TOKEN_PAGE_SIZE, offset: 0 } });
    expect(selectPickerView(actor.getSnapshot())).toMatchObject({ loading: false, canLoadMore: true });
    actor.send({ type: 'list.loadMore' });
    await flush();
    actor.send({ type: 'list.loadMore' });
    await flush();
    expect(mainApi.calls.knownTokens.map(([r]) => r.sliceProps.offset)).toEqual([0, 20, 40]);
    expect(actor.getSnapshot().context).toMatchObject({ loading: false, done: true });
    expect(actor.getSnapshot().context.tokens).toHaveLength(45);
    actor.send({ type: 'list.loadMore' });
    await flush();
    expect(mainApi.count('knownTokens')).toBe(3);
    expect(selectPickerView(actor.getSnapshot()).canLoadMore).toBe(false);
  });

  it('debounces search 300 ms: a burst of typing makes one request, for the last text, from offset 0', async () => {
    const { actor, mainApi } = start();
    await flush();
    actor.send({ type: 'list.loadMore' });
    await flush();
    for (const value of ['u', 'us', 'usd']) {
      actor.send({ type: 'search.change', value });
      expect(actor.getSnapshot().context.tokens).toEqual([]);
      await flush(200);
    }
    expect(mainApi.count('knownTokens')).toBe(2);
    await flush(99);
    expect(mainApi.count('knownTokens')).toBe(2);
    await flush(1);
    expect(mainApi.count('knownTokens')).toBe(3);
    expect(mainApi.calls.knownTokens[2]?.[0]).toEqual({ searchText: 'usd', accountIndex: 0, sliceProps: { limit: 20, offset: 0 } });
  });

  it('searches an address by tokenAddress, and a chain change clears and refetches after 300 ms', async () => {
    const { actor, mainApi } = start();
    await flush();
    actor.send({ type: 'search.change', value: ETH_TOKEN.address.replace(/0$/, '1') });
    await flush(300);
    expect(mainApi.calls.knownTokens.at(-1)?.[0]).toMatchObject({ tokenAddress: ETH_TOKEN.address.replace(/0$/, '1') });
    actor.send({ type: 'chain.select', chainId: 10 });
    expect(actor.getSnapshot().context).toMatchObject({ tokens: [], chainFilter: 10, loading: true });
    await flush(299);
    expect(mainApi.count('knownTokens')).toBe(2);
    await flush(1);
    expect(mainApi.calls.knownTokens.at(-1)?.[0]).toMatchObject({ chainId: 10, sliceProps: { offset: 0 } });
  });

  it('aborts a page in flight when the filter changes', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const mainApi = fakeMainApi({ overrides: { knownTokens: (_r, o) => (signals.push(o?.signal), new Promise(() => {})) } });
    const actor = createActor(provideTokenPicker({ ...mainPorts(mainApi), logger: recordingLogger() }), {
      input: { side: 'from', otherSideToken: null, accountIndex: 0 },
    }).start();
    actor.send({ type: 'search.change', value: 'x' });
    expect(signals[0]?.aborted).toBe(true);
  });

  it('restricts to TON facing a TON token, and drops TON rows facing an EVM token', async () => {
    const mixed = [aKnownToken(TON_TOKEN), aKnownToken(USDT_TON_TOKEN), aKnownToken(ETH_TOKEN)];
    const facingTon = start({ otherSideToken: TON_TOKEN, chainFilter: 1 }, mixed);
    await flush();
    expect(facingTon.mainApi.calls.knownTokens[0]?.[0]).toMatchObject({ chainId: 'TON' });
    expect(selectPickerView(facingTon.actor.getSnapshot()).chains.map((c) => c.chainId)).toEqual(['TON']);
    facingTon.actor.send({ type: 'chain.select', chainId: 1 });
    facingTon.actor.send({ type: 'chain.select', chainId: null });
    expect(facingTon.actor.getSnapshot().context.chainFilter).toBe('TON');

    const facingEvm = start({ otherSideToken: ETH_TOKEN }, mixed);
    await flush();
    expect(facingEvm.actor.getSnapshot().context.tokens.map((t) => t.symbol)).toEqual(['ETH']);
    expect(selectPickerView(facingEvm.actor.getSnapshot()).chains.map((c) => c.chainId)).toEqual([1, 10, 42161, 8453, 324]);
    facingEvm.actor.send({ type: 'token.select', token: TON_TOKEN });
    expect(facingEvm.actor.getSnapshot().status).toBe('active');
  });

  it('shows the empty state, pastes a 0x clipboard value into the search, and ends with the chosen token', async () => {
    const { actor } = start({}, []);
    await flush();
    expect(selectPickerView(actor.getSnapshot()).empty).toBe(true);
    actor.send({ type: 'clipboard.paste', text: 'not an address' });
    expect(actor.getSnapshot().context.search).toBe('');
    actor.send({ type: 'clipboard.paste', text: '0xabc' });
    expect(actor.getSnapshot().context.search).toBe('0xabc');
    actor.send({ type: 'token.select', token: ETH_TOKEN });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.search).toBe('');
    expect(actor.getSnapshot().output).toEqual({ side: 'to', token: ETH_TOKEN, chainFilter: null });
  });
});
