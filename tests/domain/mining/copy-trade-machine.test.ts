/**
 * The copy-trade flow's machine (issue 24): the entry's routing (archive, not-enough-balance,
 * address), the address rule on submit, the deposit form (button states, Max, the ante slider,
 * nothing sent in a red state, the ante as a fraction, one key kept across an unknown outcome), and
 * the route-led steps (a step is entered only once its earlier choices are made); the trade detail
 * (not found, stop once).
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectTradeDetail } from '../../../domain/mining/copy-trade/detail-machine';
import type { CopyTradeApi } from '../../../domain/mining/copy-trade/port';
import { provideCopyTrade, provideTradeDetail } from '../../../domain/mining/copy-trade/provide';
import { selectCopyTradeView } from '../../../domain/mining/copy-trade/selectors';
import type { CopyTrade, CopyTrades, FundingToken, MirroredTrade, StartCopyTradeRequest } from '../../../domain/mining/copy-trade/types';
import { createLocalStorage } from '../../../adapters/storage/local-storage';
import { COPY_TRADE_DRAFT_KEY } from '../../../domain/mining/copy-trade/draft';
import type { EnterableStep } from '../../../domain/mining/copy-trade/events';
import { ApiError } from '../../../domain/shared/api-failure';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';
import { recordingLogger } from '../../support/fake-ports';
import { memoryBackend } from '../../support/memory-storage';
import { aTrade, answer, LEADER, USDT } from '../../support/copy-trade-mothers';

/** The flow over a device's storage (the same backend across a "reload"); `at`: the path's step it opens on. */
function start(first: CopyTrades | Error, device: { backend?: ReturnType<typeof memoryBackend>; at?: EnterableStep; keys?: string } = {}) {
  const starts: { request: StartCopyTradeRequest; key: string; answer: Deferred<CopyTrade> }[] = [];
  const api = fakePort<CopyTradeApi>('copyTradeApi', {
    copyTrades: () => (first instanceof Error ? Promise.reject(first) : Promise.resolve(first)),
    start: (request, options) => {
      const d = deferred<CopyTrade>();
      starts.push({ request, key: options.idempotencyKey, answer: d });
      return d.promise;
    },
  });
  let keys = 0;
  const logger = recordingLogger();
  const storage = createLocalStorage(device.backend ?? memoryBackend(), logger);
  const actor = createActor(provideCopyTrade({ copyTradeApi: api, logger, storage }, { newIdempotencyKey: () => `${device.keys ?? 'key'}-${String(++keys)}` }), {
    input: { accountIndex: 0, draft: storage.get(COPY_TRADE_DRAFT_KEY) },
  }).start();
  // What the flow's route does on a step's path at mount (ui/flows: the step's `enter`).
  if (device.at) actor.send({ type: 'step.enter', step: device.at });
  return { actor, starts, logger, view: () => selectCopyTradeView(actor.getSnapshot()) };
}

async function atDeposit(backend = memoryBackend()) {
  const flow = start(answer([], [USDT]), { backend });
  await waitFor(flow.actor, (s) => s.hasTag('address'));
  flow.actor.send({ type: 'address.change', text: LEADER });
  flow.actor.send({ type: 'address.submit' });
  flow.actor.send({ type: 'network.pick', chainId: 42161 });
  flow.actor.send({ type: 'token.pick', address: USDT.address });
  expect(flow.view().step).toBe('deposit');
  return flow;
}

describe('the entry', () => {
  it('routes to the archive when the user has subscriptions', async () => {
    const { actor, view } = start(answer([aTrade()], [USDT]));
    expect(view().step).toBe('loading');
    await waitFor(actor, (s) => s.hasTag('archive'));
    expect(view().active).toHaveLength(1);
  });

  it('routes to not-enough-balance without anything to fund a copy trade', async () => {
    const { actor, view } = start(answer([], []));
    await waitFor(actor, (s) => s.hasTag('not-balance'));
    expect(view().address).toMatch(/^0x/);
  });

  it('routes to the trader address otherwise, and a failed read offers a retry', async () => {
    const { actor } = start(answer([], [USDT]));
    await waitFor(actor, (s) => s.hasTag('address'));
    const failing = start(new ApiError({ type: 'server', status: 500 }));
    await waitFor(failing.actor, (s) => s.hasTag('failed'));
    expect(failing.view().step).toBe('failed');
  });
});

describe('the address', () => {
  it('silently ignores a submit of anything but 0x and 40 hex', async () => {
    const { actor, view } = start(answer([], [USDT]));
    await waitFor(actor, (s) => s.hasTag('address'));
    for (const text of ['', '0x123', `${LEADER}0`, LEADER.replace('0x1', '0xg')]) {
      actor.send({ type: 'address.change', text });
      actor.send({ type: 'address.submit' });
      expect(view().step).toBe('address');
    }
    actor.send({ type: 'address.change', text: LEADER });
    actor.send({ type: 'address.submit' });
    expect(view().step).toBe('network');
  });
});

describe('the network chooser', () => {
  it('takes no pick of a network with nothing to fund a copy trade with (issue 41)', async () => {
    const flow = start(answer([], [USDT]));
    await waitFor(flow.actor, (s) => s.hasTag('address'));
    flow.actor.send({ type: 'address.change', text: LEADER });
    flow.actor.send({ type: 'address.submit' });
    expect(flow.view().step).toBe('network');
    // USDT is on Arbitrum only: Ethereum is a dead end, so the pick is not taken.
    flow.actor.send({ type: 'network.pick', chainId: 1 });
    expect(flow.view().step).toBe('network');
    flow.actor.send({ type: 'network.pick', chainId: 42161 });
    expect(flow.view().step).toBe('token');
  });
});

describe('the deposit form', () => {
  it('starts with 100 and ante 10, Max fills the USD balance, and the button follows the rule', async () => {
    const { actor, view } = await atDeposit();
    expect(view()).toMatchObject({ deposit: '100', ante: 10, button: 'ready', perTrade: '10.0000', tokenEquivalent: '100.0000' });
    actor.send({ type: 'deposit.change', text: '' });
    expect(view().button).toBe('enter-deposit');
    actor.send({ type: 'deposit.change', text: '1,5' });
    expect(view()).toMatchObject({ deposit: '1.5', button: 'minimum' });
    actor.send({ type: 'deposit.max' });
    expect(view()).toMatchObject({ deposit: '200.00', button: 'ready' });
    actor.send({ type: 'deposit.change', text: '200.01' });
    expect(view().button).toBe('insufficient');
    actor.send({ type: 'ante.change', percent: 0 });
    actor.send({ type: 'deposit.change', text: '150' });
    expect(view().button).toBe('enter-ante');
    actor.send({ type: 'ante.change', percent: 137 });
    expect(view().ante).toBe(100);
  });

  it('sends nothing in a red state; a valid start sends the ante as a fraction and the deposit in units', async () => {
    const { actor, view, starts } = await atDeposit();
    actor.send({ type: 'deposit.change', text: '99' });
    actor.send({ type: 'deposit.submit' });
    expect(starts).toHaveLength(0);
    actor.send({ type: 'deposit.change', text: '150' });
    actor.send({ type: 'ante.change', percent: 20 });
    actor.send({ type: 'deposit.submit' });
    expect(view().step).toBe('starting');
    expect(starts[0]?.request).toEqual({
      accountIndex: 0,
      chainId: 42161,
      followedAddress: LEADER,
      ante: '0.2',
      protocols: ['uniswap-universal-router'],
      depositInNano: '150000000',
      fromToken: USDT.address,
    });
    starts[0]?.answer.resolve(aTrade());
    await waitFor(actor, (s) => s.hasTag('success'));
    actor.send({ type: 'success.done' });
    expect(view().step).toBe('archive');
    expect(view().active).toHaveLength(1);
  });

  it('keeps the key while the outcome is unknown, and takes a new one after a refusal', async () => {
    const { actor, view, starts } = await atDeposit();
    actor.send({ type: 'deposit.submit' });
    starts[0]?.answer.reject(new ApiError({ type: 'unreachable' }));
    await waitFor(actor, (s) => s.hasTag('deposit') && !s.hasTag('starting'));
    expect(view().failure).toEqual({ type: 'server' });
    actor.send({ type: 'deposit.submit' });
    expect(starts[1]?.key).toBe(starts[0]?.key);
    starts[1]?.answer.reject(new ApiError({ type: 'rejected', status: 409, message: 'Not enough', code: 'insufficient-balance' }));
    await waitFor(actor, (s) => s.hasTag('deposit') && !s.hasTag('starting'));
    expect(view().failure).toEqual({ type: 'insufficient' });
    actor.send({ type: 'deposit.submit' });
    expect(starts[2]?.key).not.toBe(starts[0]?.key);
  });

  it('enters a step the route leads to only once its earlier choices are made', async () => {
    const { actor, view } = start(answer([], [USDT]));
    await waitFor(actor, (s) => s.hasTag('address'));
    actor.send({ type: 'step.enter', step: 'deposit' });
    actor.send({ type: 'step.enter', step: 'network' });
    actor.send({ type: 'step.enter', step: 'archive' });
    expect(view().step).toBe('address');
    actor.send({ type: 'address.change', text: LEADER });
    actor.send({ type: 'step.enter', step: 'network' });
    expect(view().step).toBe('network');
    actor.send({ type: 'network.pick', chainId: 42161 });
    actor.send({ type: 'token.pick', address: USDT.address });
    actor.send({ type: 'step.enter', step: 'token' });
    expect(view().step).toBe('token');
    actor.send({ type: 'step.enter', step: 'deposit' });
    expect(view().step).toBe('deposit');
  });
});

describe('the form across a reload (draft.ts)', () => {
  const ETH: FundingToken = { ...USDT, address: '0xeth', symbol: 'ETH', name: 'Ether', decimals: 18, tokensAmount: '1', usdAmount: '3000', tokensCost: '3000' };

  it('a reload on the deposit returns to the deposit with the same address, network, token, deposit and ante', async () => {
    const backend = memoryBackend();
    const first = await atDeposit(backend);
    first.actor.send({ type: 'deposit.change', text: '150' });
    first.actor.send({ type: 'ante.change', percent: 20 });
    first.actor.stop();
    const again = start(answer([], [USDT]), { backend, at: 'deposit' });
    await waitFor(again.actor, (s) => !s.hasTag('loading'));
    expect(again.view()).toMatchObject({ step: 'deposit', deposit: '150', ante: 20, button: 'ready' });
    expect(again.actor.getSnapshot().context).toMatchObject({ traderAddress: LEADER, chainId: 42161, token: USDT });
  });

  it('a reload on the network or token chooser returns there with the earlier choices', async () => {
    const backend = memoryBackend();
    const first = start(answer([], [USDT, ETH]), { backend });
    await waitFor(first.actor, (s) => s.hasTag('address'));
    first.actor.send({ type: 'address.change', text: LEADER });
    first.actor.send({ type: 'address.submit' });
    first.actor.send({ type: 'network.pick', chainId: 42161 });
    first.actor.stop();
    const onToken = start(answer([], [USDT, ETH]), { backend, at: 'token' });
    await waitFor(onToken.actor, (s) => !s.hasTag('loading'));
    expect(onToken.view().step).toBe('token');
    expect(onToken.actor.getSnapshot().context).toMatchObject({ traderAddress: LEADER, chainId: 42161, token: null });
    const onNetwork = start(answer([], [USDT, ETH]), { backend, at: 'network' });
    await waitFor(onNetwork.actor, (s) => !s.hasTag('loading'));
    expect(onNetwork.view().step).toBe('network');
  });

  it('a deep link into the middle without the earlier choices goes to the entry', async () => {
    for (const at of ['deposit', 'token', 'network'] as const) {
      const flow = start(answer([], [USDT]), { at });
      await waitFor(flow.actor, (s) => !s.hasTag('loading'));
      expect(flow.view().step).toBe('address');
    }
    const archived = start(answer([aTrade()], [USDT]), { at: 'deposit' });
    await waitFor(archived.actor, (s) => !s.hasTag('loading'));
    expect(archived.view().step).toBe('archive');
    // A kept form for a token the user no longer holds resumes no further than what still holds.
    const backend = memoryBackend();
    const first = await atDeposit(backend);
    first.actor.stop();
    const gone = start(answer([], [ETH]), { backend, at: 'deposit' });
    await waitFor(gone.actor, (s) => !s.hasTag('loading'));
    expect(gone.view().step).toBe('address');
  });

  it('a reload while a start has no answer resumes the deposit with its key, so a retry replays it', async () => {
    const backend = memoryBackend();
    const first = await atDeposit(backend);
    first.actor.send({ type: 'deposit.submit' });
    expect(first.starts[0]?.key).toBe('key-1');
    first.actor.stop();
    const again = start(answer([aTrade()], [USDT]), { backend, at: 'deposit', keys: 'fresh' });
    await waitFor(again.actor, (s) => !s.hasTag('loading'));
    expect(again.view().step).toBe('deposit');
    again.actor.send({ type: 'deposit.submit' });
    expect(again.starts[0]?.key).toBe('key-1');
  });

  it('another account, a start made, a new trade or opening the entry drops the kept form', async () => {
    const backend = memoryBackend();
    const first = await atDeposit(backend);
    expect(backend.data.get('copyTrade.draft')).toContain(LEADER);
    first.actor.send({ type: 'deposit.submit' });
    first.starts[0]?.answer.resolve(aTrade());
    await waitFor(first.actor, (s) => s.hasTag('success'));
    expect(backend.data.has('copyTrade.draft')).toBe(false);

    const second = await atDeposit(backend);
    second.actor.stop();
    const entry = start(answer([], [USDT]), { backend });
    await waitFor(entry.actor, (s) => s.hasTag('address'));
    expect(entry.actor.getSnapshot().context.traderAddress).toBe('');
    expect(backend.data.has('copyTrade.draft')).toBe(false);

    const other = memoryBackend({ 'copyTrade.draft': JSON.stringify({ accountIndex: 3, traderAddress: LEADER, chainId: 42161, tokenAddress: USDT.address, deposit: '150', ante: 20, startKey: null }) });
    const foreign = start(answer([], [USDT]), { backend: other, at: 'deposit' });
    await waitFor(foreign.actor, (s) => !s.hasTag('loading'));
    expect(foreign.view().step).toBe('address');
  });

  it('a corrupt or hostile kept form is dropped safely and the flow starts at the entry', async () => {
    const corrupt = [
      '{not json',
      'null',
      '42',
      JSON.stringify({ accountIndex: 0, traderAddress: LEADER, chainId: 42161, tokenAddress: USDT.address, deposit: '1e9999', ante: 20 }),
      JSON.stringify({ accountIndex: 0, traderAddress: 'x'.repeat(10_000), chainId: 42161, tokenAddress: USDT.address, deposit: '150', ante: 20 }),
      JSON.stringify({ accountIndex: 0, traderAddress: LEADER, chainId: '42161', tokenAddress: USDT.address, deposit: '150', ante: 20 }),
      JSON.stringify({ accountIndex: 0, traderAddress: LEADER, chainId: 42161, tokenAddress: USDT.address, deposit: '150', ante: 1e6 }),
    ];
    for (const raw of corrupt) {
      const backend = memoryBackend({ 'copyTrade.draft': raw });
      const flow = start(answer([], [USDT]), { backend, at: 'deposit' });
      await waitFor(flow.actor, (s) => !s.hasTag('loading'));
      expect(flow.view().step, raw.slice(0, 40)).toBe('address');
      expect(flow.actor.getSnapshot().context).toMatchObject({ traderAddress: '', deposit: '100', ante: 10 });
    }
    // Anything at all under the key: the flow opens at a step it may be at, with a form the rules accept.
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.jsonValue().map((value) => JSON.stringify(value))), async (raw) => {
        const flow = start(answer([], [USDT]), { backend: memoryBackend({ 'copyTrade.draft': raw }), at: 'deposit' });
        await waitFor(flow.actor, (s) => !s.hasTag('loading'));
        expect(['address', 'deposit']).toContain(flow.view().step);
        expect(flow.view().ante % 10).toBe(0);
      }),
      { numRuns: 60 },
    );
    // A value that parses but is out of the form's rules is cleaned by them.
    const odd = memoryBackend({ 'copyTrade.draft': JSON.stringify({ accountIndex: 0, traderAddress: LEADER, chainId: 42161, tokenAddress: USDT.address, deposit: '150.', ante: 37, startKey: null }) });
    const flow = start(answer([], [USDT]), { backend: odd, at: 'deposit' });
    await waitFor(flow.actor, (s) => !s.hasTag('loading'));
    expect(flow.view()).toMatchObject({ step: 'deposit', ante: 40 });
  });
});

describe('the trade detail', () => {
  function detail(read: () => Promise<CopyTrades>) {
    const cancels: { id: string; key: string }[] = [];
    const api = fakePort<CopyTradeApi>('copyTradeApi', {
      copyTrades: read,
      cancel: (request, options) => {
        cancels.push({ id: request._id, key: options.idempotencyKey });
        return Promise.resolve(aTrade({ dttmDeactivated: '2026-11-24T12:00:00.000Z' }));
      },
    });
    const actor = createActor(provideTradeDetail({ copyTradeApi: api, logger: recordingLogger() }, { newIdempotencyKey: () => 'stop-key' }), {
      input: { tradeId: 'ct_00000000-0000-0000-0000-000000000001', accountIndex: 0 },
    }).start();
    return { actor, cancels, view: () => selectTradeDetail(actor.getSnapshot()) };
  }

  it("shows a not-found state for a trade that is not the user's", async () => {
    const { actor } = detail(() => Promise.reject(new ApiError({ type: 'rejected', status: 404, message: 'No such copy trade', code: 'not-found' })));
    await waitFor(actor, (s) => s.hasTag('not-found'));
  });

  it('stops a running trade once and shows it stopped', async () => {
    let stopped = false;
    const { actor, view, cancels } = detail(() => Promise.resolve(answer([stopped ? aTrade({ dttmDeactivated: '2026-11-24T12:00:00.000Z' }) : aTrade()], [])));
    await waitFor(actor, (s) => s.hasTag('shown'));
    expect(view().running).toBe(true);
    stopped = true;
    actor.send({ type: 'trade.stop' });
    actor.send({ type: 'trade.stop' });
    await waitFor(actor, (s) => s.hasTag('shown') && !s.hasTag('stopping'));
    expect(view().running).toBe(false);
    actor.send({ type: 'trade.stop' });
    expect(cancels).toEqual([{ id: 'ct_00000000-0000-0000-0000-000000000001', key: 'stop-key' }]);
  });

  it('pages the leader’s trades: older pages join below, and a refresh keeps them (issue 41)', async () => {
    vi.useFakeTimers();
    const trade = (seq: number): MirroredTrade => ({ seq, at: '2026-11-24T10:00:00.000Z', leader: { from: 'USDT', to: 'ETH', usd: '50', slippagePercent: '0.2' }, outcome: 'skipped', reason: 'too-small' });
    // Seven trades on the server, pages of three; an eighth arrives before the refresh.
    let newest = 7;
    const pageOf = (before: number | null) => {
      const seqs = Array.from({ length: newest }, (_, i) => newest - i).filter((seq) => before === null || seq < before);
      const page = seqs.slice(0, 3);
      const last = page.at(-1);
      return { ...answer([aTrade()], []), transactions: page.map(trade), transactionsNextToken: seqs.length > 3 && last !== undefined ? `t${String(last)}` : null };
    };
    const reads: (string | undefined)[] = [];
    const api = fakePort<CopyTradeApi>('copyTradeApi', {
      copyTrades: (request) => (reads.push(request.transactionsPageToken), Promise.resolve(pageOf(request.transactionsPageToken ? Number(request.transactionsPageToken.slice(1)) : null))),
    });
    const actor = createActor(provideTradeDetail({ copyTradeApi: api, logger: recordingLogger() }), { input: { tradeId: aTrade()._id, accountIndex: 0 } }).start();
    const view = () => selectTradeDetail(actor.getSnapshot());
    const seqs = () => view().transactions.map((t) => t.seq);
    await vi.waitFor(() => expect(view().step).toBe('shown'));
    expect(seqs()).toEqual([7, 6, 5]);
    expect(view().hasOlder).toBe(true);
    actor.send({ type: 'transactions.more' });
    await vi.waitFor(() => expect(seqs()).toEqual([7, 6, 5, 4, 3, 2]));
    actor.send({ type: 'transactions.more' });
    await vi.waitFor(() => expect(seqs()).toEqual([7, 6, 5, 4, 3, 2, 1]));
    expect(view().hasOlder).toBe(false);
    // The refresh reads the newest page again: the new trade on top, the older pages kept.
    newest = 8;
    await vi.advanceTimersByTimeAsync(16_000);
    await vi.waitFor(() => expect(seqs()).toEqual([8, 7, 6, 5, 4, 3, 2, 1]));
    expect(view().hasOlder).toBe(false);
    expect(reads).toEqual([undefined, 't5', 't2', undefined]);
    actor.stop();
    vi.useRealTimers();
  });
});
