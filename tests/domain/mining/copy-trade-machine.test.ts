/**
 * The copy-trade flow's machine (issue 24): the entry's routing (archive, not-enough-balance,
 * address), the address rule on submit, the deposit form (button states, Max, the ante slider,
 * nothing sent in a red state, the ante as a fraction, one key kept across an unknown outcome), and
 * the route-led steps (a step is entered only once its earlier choices are made); the trade detail
 * (not found, stop once).
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectTradeDetail } from '../../../domain/mining/copy-trade/detail-machine';
import type { CopyTradeApi } from '../../../domain/mining/copy-trade/port';
import { provideCopyTrade, provideTradeDetail } from '../../../domain/mining/copy-trade/provide';
import { selectCopyTradeView } from '../../../domain/mining/copy-trade/selectors';
import type { CopyTrade, CopyTrades, FundingToken, StartCopyTradeRequest } from '../../../domain/mining/copy-trade/types';
import { ApiError } from '../../../domain/shared/api-failure';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';
import { recordingLogger } from '../../support/fake-ports';

const LEADER = '0x1111111111111111111111111111111111111111';
const USDT: FundingToken = {
  address: '0xusdt',
  chainId: 42161,
  decimals: 6,
  name: 'Tether USD',
  symbol: 'USDT',
  logoURI: 'https://sandbox/logo/USDT.svg',
  tokensAmount: '200',
  usdAmount: '200',
  tokensCost: '1',
};

function aTrade(overrides: Partial<CopyTrade> = {}): CopyTrade {
  return {
    _id: 'ct_00000000-0000-0000-0000-000000000001',
    accountIndex: 0,
    chainId: 42161,
    followedAddress: LEADER,
    ante: '0.2',
    protocols: ['uniswap-universal-router'],
    depositInNano: '150000000',
    fromToken: USDT.address,
    dttmAdded: '2026-11-24T10:00:00.000Z',
    token: { logoURI: USDT.logoURI, name: 'Tether USD', symbol: 'USDT', decimals: 6 },
    deposit: { usd: '150', eth: '0.0468' },
    startDeposit: { usd: '150', eth: '0.0468' },
    depositAmount: '150',
    perTradeAmount: '30',
    holdings: [],
    ...overrides,
  };
}

const answer = (copyTrades: CopyTrade[], tokens: FundingToken[]): CopyTrades => ({ copyTrades, tokens, address: '0xabcdef0123456789abcdef0123456789abcdef01', slippageLimitPercent: '1', serverTime: '2026-11-24T10:00:00.000Z' });

function start(first: CopyTrades | Error) {
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
  const actor = createActor(provideCopyTrade({ copyTradeApi: api, logger: recordingLogger() }, { newIdempotencyKey: () => `key-${String(++keys)}` }), { input: { accountIndex: 0 } }).start();
  return { actor, starts, view: () => selectCopyTradeView(actor.getSnapshot()) };
}

async function atDeposit() {
  const flow = start(answer([], [USDT]));
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
});
