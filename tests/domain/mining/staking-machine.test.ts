/**
 * The staking flow and deposits machines (issue 22): the form's preselected 50 %, presets and the
 * red error; a free period to the confirmation, a paid one to the payment method; the deposit once
 * per key (kept after an unknown outcome, new after a refusal); success reloads; claiming a stake
 * only once unlocked; the deposit waits for the biometric gate (issue 37).
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { PaymentApi } from '../../../domain/payment/port';
import { provideDeposits, provideStaking } from '../../../domain/mining/staking/provide';
import { selectDepositsView, selectStakingView } from '../../../domain/mining/staking/selectors';
import type { StakingApi } from '../../../domain/mining/staking/port';
import type { SbtPeriod } from '../../../domain/mining/staking/rules';
import type { MiningRecordApi } from '../../../domain/mining/shared/port';
import type { DepositList, DepositMade, StakingDeposit } from '../../../domain/mining/staking/types';
import { ApiError } from '../../../domain/shared/api-failure';
import type { ConfirmMoney } from '../../../domain/shared/biometric-gate';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';
import { recordingLogger } from '../../support/fake-ports';
import { manualClock } from '../../support/manual-clock';
import { aStakingConfigs } from '../../support/staking-mothers';
import { aUserMining } from '../../support/mothers';
import { failingGate, scriptedGate } from '../../support/scripted-gate';

const CONFIGS = aStakingConfigs({ '6m': { maxSwitchAmount: '300' } });

const SERVER_TIME = '2026-01-01T00:00:00.000Z';
/** No test here expects the mining record to be made, unless it says so. */
const noRecordApi = () => fakePort<MiningRecordApi>('miningRecordApi');
const aList = (deposits: StakingDeposit[] = [], got = '1000.999', lock = '0'): DepositList => ({ ...aUserMining({ gotAmount: got, lockAmount: lock }, SERVER_TIME), deposits });
const aDeposit = (overrides: Partial<StakingDeposit> = {}): StakingDeposit => ({
  _id: 'sd_aaaaaaaaaa',
  amount: '500',
  period: '3m',
  apy: '0.1',
  hourReward: '0.005707762',
  dttmStarted: '2025-10-01T00:00:00.000Z',
  dttmEnded: '2026-01-01T00:00:00.000Z',
  gotAmount: '12.6',
  rewardAtEnd: '12.6',
  dttmClaimed: null,
  fee: null,
  ...overrides,
});

function startFlow(confirmMoney?: ConfirmMoney) {
  const stakes: Deferred<DepositMade>[] = [];
  const calls: { amount: string; period: string; key: string }[] = [];
  let lists = 0;
  const api = fakePort<StakingApi>('stakingApi', {
    configs: async () => CONFIGS,
    total: async () => ({ totalAmount: '123456', serverTime: SERVER_TIME }),
    deposits: async () => {
      lists += 1;
      return aList();
    },
    deposit: (request, options) => {
      calls.push({ amount: request.amount, period: request.period, key: options.idempotencyKey });
      const d = deferred<DepositMade>();
      stakes.push(d);
      return d.promise;
    },
  });
  let keys = 0;
  const actor = createActor(
    provideStaking({ paymentApi: fakePort<PaymentApi>('paymentApi'), stakingApi: api, miningRecordApi: noRecordApi(), clock: manualClock(), logger: recordingLogger(), confirmMoney }, { newIdempotencyKey: () => `k${++keys}` }),
  ).start();
  return { actor, stakes, calls, lists: () => lists, view: () => selectStakingView(actor.getSnapshot()) };
}

describe('the staking form', () => {
  it('preselects 50 % of what is available (floored), and presets follow the period’s maximum', async () => {
    const { actor, view } = startFlow();
    await waitFor(actor, (s) => s.hasTag('form'));
    expect(view().available).toBe('1000.99');
    expect(view().amountText).toBe('500.49');
    expect(view().canContinue).toBe(false); // no period yet
    actor.send({ type: 'configs.open' });
    expect(view().step).toBe('configs');
    actor.send({ type: 'period.choose', period: '6m' });
    expect(view().step).toBe('form');
    expect(view().amountText).toBe('300');
    actor.send({ type: 'preset.choose', percent: 25 });
    expect(view().amountText).toBe('250.24');
    expect(view().canContinue).toBe(true);
  });

  it('shows not-enough, min-amount and max-amount and blocks Continue; a comma is a point', async () => {
    const { actor, view } = startFlow();
    await waitFor(actor, (s) => s.hasTag('form'));
    actor.send({ type: 'configs.open' });
    actor.send({ type: 'period.choose', period: '6m' });
    actor.send({ type: 'amount.change', value: '1001' });
    expect(view().error).toBe('not-enough');
    actor.send({ type: 'amount.change', value: '9,5' });
    expect(view().amountText).toBe('9.5');
    expect(view().error).toBe('min-amount');
    actor.send({ type: 'amount.change', value: '301' });
    expect(view().error).toBe('max-amount');
    actor.send({ type: 'form.continue' });
    expect(view().step).toBe('form');
  });
});

describe('the staking flow', () => {
  it('a free period: confirm, stake once per key, success reloads the totals', async () => {
    const { actor, view, stakes, calls, lists } = startFlow();
    await waitFor(actor, (s) => s.hasTag('form'));
    actor.send({ type: 'configs.open' });
    actor.send({ type: 'period.choose', period: '1y' });
    actor.send({ type: 'form.continue' });
    expect(view().step).toBe('confirm');
    actor.send({ type: 'stake.confirm' });
    actor.send({ type: 'stake.confirm' });
    // The biometric gate (off here) answers first: the deposit starts a moment later.
    await waitFor(actor, (s) => s.matches('staking'));
    expect(calls).toEqual([{ amount: '500.49', period: '1y', key: 'k1' }]);
    stakes[0]?.resolve({ ...aList([aDeposit()]), deposit: aDeposit() });
    await waitFor(actor, (s) => s.hasTag('success'));
    await waitFor(actor, () => lists() === 2);
    actor.send({ type: 'flow.restart' });
    expect(view().step).toBe('form');
  });

  it('keeps the key after an unknown outcome, makes a new one after a refusal', async () => {
    const { actor, view, stakes, calls } = startFlow();
    await waitFor(actor, (s) => s.hasTag('form'));
    actor.send({ type: 'configs.open' });
    actor.send({ type: 'period.choose', period: '1y' });
    actor.send({ type: 'form.continue' });
    actor.send({ type: 'stake.confirm' });
    await waitFor(actor, (s) => s.matches('staking'));
    stakes[0]?.reject(new ApiError({ type: 'unreachable' }));
    await waitFor(actor, (s) => s.hasTag('confirm'));
    expect(view().failure).toEqual({ type: 'unreachable' });
    actor.send({ type: 'stake.confirm' });
    await waitFor(actor, (s) => s.matches('staking'));
    stakes[1]?.reject(new ApiError({ type: 'rejected', status: 400, message: 'Not enough SWITCH', code: 'not-enough-switch' }));
    await waitFor(actor, (s) => s.hasTag('confirm') && s.context.failure?.type === 'not-enough');
    actor.send({ type: 'stake.confirm' });
    await waitFor(actor, (s) => s.matches('staking'));
    stakes[2]?.reject(new ApiError({ type: 'rejected', status: 400, message: 'small', code: 'stake-too-small' }));
    await waitFor(actor, (s) => s.context.failure?.type === 'too-small');
    expect(calls.map((call) => call.key)).toEqual(['k1', 'k1', 'k2']);
  });

  it('a paid period goes to the payment method; the paid fee ends in success; back returns to the form', async () => {
    const { actor, view, calls } = startFlow();
    await waitFor(actor, (s) => s.hasTag('form'));
    actor.send({ type: 'configs.open' });
    actor.send({ type: 'period.choose', period: '3mhp' });
    actor.send({ type: 'form.continue' });
    expect(view().step).toBe('payment-method');
    actor.send({ type: 'payment.back' });
    expect(view().step).toBe('form');
    actor.send({ type: 'form.continue' });
    actor.send({ type: 'fee.paid' });
    expect(view().step).toBe('success');
    expect(calls).toEqual([]);
  });

  it('a deep link before the mining record exists makes the record, then shows the form', async () => {
    let made = false;
    const api = fakePort<StakingApi>('stakingApi', {
      configs: async () => CONFIGS,
      total: async () => ({ totalAmount: '0', serverTime: SERVER_TIME }),
      deposits: async () => (made ? aList() : Promise.reject(new ApiError({ type: 'rejected', status: 404, code: 'no-mining', message: 'No mining record' }))),
    });
    const miningRecordApi = fakePort<MiningRecordApi>('miningRecordApi', {
      createUserMining: async () => {
        made = true;
        return { ...aUserMining({}, SERVER_TIME), created: true } as never;
      },
    });
    const actor = createActor(provideStaking({ paymentApi: fakePort<PaymentApi>('paymentApi'), stakingApi: api, miningRecordApi, clock: manualClock(), logger: recordingLogger() })).start();
    await waitFor(actor, (s) => s.hasTag('form'));
    expect(miningRecordApi.calls.createUserMining.map(([request]) => request)).toEqual([{}]);
    expect(api.count('deposits')).toBe(2);
  });

  it('a failed first read offers a retry', async () => {
    const api = fakePort<StakingApi>('stakingApi', { configs: async () => Promise.reject(new ApiError({ type: 'server', status: 500 })), total: async () => ({ totalAmount: '0', serverTime: SERVER_TIME }), deposits: async () => aList() });
    const actor = createActor(provideStaking({ paymentApi: fakePort<PaymentApi>('paymentApi'), stakingApi: api, miningRecordApi: noRecordApi(), clock: manualClock(), logger: recordingLogger() })).start();
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(selectStakingView(actor.getSnapshot()).loadFailure).toEqual({ type: 'server' });
  });
});

describe('the staking deposit behind the biometric gate (issue 37)', () => {
  /** The form at the confirmation: 10.5 SWITCH (typed with a comma) for the free year. */
  async function toConfirm(flow: ReturnType<typeof startFlow>) {
    await waitFor(flow.actor, (s) => s.hasTag('form'));
    flow.actor.send({ type: 'configs.open' });
    flow.actor.send({ type: 'period.choose', period: '1y' });
    flow.actor.send({ type: 'amount.change', value: '10,5' });
    flow.actor.send({ type: 'form.continue' });
    expect(flow.view().step).toBe('confirm');
  }

  it('granted: asks with the amount and SWITCH, then makes the deposit once', async () => {
    const gate = scriptedGate(['granted']);
    const flow = startFlow(gate.confirm);
    await toConfirm(flow);
    flow.actor.send({ type: 'stake.confirm' });
    await waitFor(flow.actor, (s) => s.matches('staking'));
    expect(gate.asked).toEqual([{ kind: 'stake', amount: '10.5', symbol: 'SWITCH' }]);
    expect(flow.calls).toEqual([{ amount: '10.5', period: '1y', key: 'k1' }]);
  });

  it('off (no gate, or the setting off): stakes without a prompt', async () => {
    for (const gate of [undefined, scriptedGate(['off'])]) {
      const flow = startFlow(gate?.confirm);
      await toConfirm(flow);
      flow.actor.send({ type: 'stake.confirm' });
      await waitFor(flow.actor, (s) => s.matches('staking'));
      expect(flow.calls).toEqual([{ amount: '10.5', period: '1y', key: 'k1' }]);
    }
  });

  for (const refusal of ['denied', 'unavailable'] as const) {
    it(`${refusal}: nothing is staked, back to the confirmation with the reason, and the retry carries the first key`, async () => {
      const gate = scriptedGate([refusal, 'granted']);
      const flow = startFlow(gate.confirm);
      await toConfirm(flow);
      flow.actor.send({ type: 'stake.confirm' });
      await waitFor(flow.actor, (s) => s.hasTag('confirm') && s.context.biometrics !== null);
      expect(flow.calls).toEqual([]);
      expect(flow.view()).toMatchObject({ step: 'confirm', biometrics: refusal, amountText: '10.5', period: '1y', failure: null });
      expect(flow.actor.getSnapshot().context.idempotencyKey).toBe('k1');

      flow.actor.send({ type: 'stake.confirm' });
      await waitFor(flow.actor, (s) => s.matches('staking'));
      expect(gate.asked).toHaveLength(2);
      expect(flow.view().biometrics).toBeNull();
      expect(flow.calls).toEqual([{ amount: '10.5', period: '1y', key: 'k1' }]);
      flow.stakes[0]?.resolve({ ...aList([aDeposit()]), deposit: aDeposit() });
      await waitFor(flow.actor, (s) => s.hasTag('success'));
      expect(flow.calls).toHaveLength(1);
    });
  }

  it('a gate that fails is unavailable: nothing is staked', async () => {
    const flow = startFlow(failingGate);
    await toConfirm(flow);
    flow.actor.send({ type: 'stake.confirm' });
    await waitFor(flow.actor, (s) => s.hasTag('confirm') && s.context.biometrics !== null);
    expect(flow.view()).toMatchObject({ step: 'confirm', biometrics: 'unavailable' });
    expect(flow.calls).toEqual([]);
  });

  it('a press while the prompt is open does nothing: one prompt, one deposit', async () => {
    let answer: (outcome: 'granted') => void = () => undefined;
    let prompts = 0;
    const flow = startFlow(() => ((prompts += 1), new Promise((resolve) => (answer = resolve))));
    await toConfirm(flow);
    flow.actor.send({ type: 'stake.confirm' });
    await waitFor(flow.actor, (s) => s.matches('authorizing'));
    flow.actor.send({ type: 'stake.confirm' });
    flow.actor.send({ type: 'confirm.back' });
    answer('granted');
    await waitFor(flow.actor, (s) => s.matches('staking'));
    expect(prompts).toBe(1);
    expect(flow.calls).toEqual([{ amount: '10.5', period: '1y', key: 'k1' }]);
  });
});

describe('the deposits', () => {
  function startDeposits(deposits: StakingDeposit[], options: { sbts?: () => readonly SbtPeriod[]; got?: string; lock?: string } = {}) {
    const claims: string[] = [];
    const clock = manualClock(Date.parse('2025-12-31T23:00:00.000Z'));
    const api = fakePort<StakingApi>('stakingApi', {
      deposits: async () => aList(deposits, options.got ?? '1000', options.lock ?? '500'),
      userSbts: async () => options.sbts?.() ?? [],
      total: async () => ({ totalAmount: '500', serverTime: SERVER_TIME }),
      claimStake: async (id, options) => {
        claims.push(`${id}:${options.idempotencyKey}`);
        return { ...aList(), deposit: aDeposit({ dttmClaimed: SERVER_TIME }) };
      },
    });
    const timers = { setTimeout: () => 0, clearTimeout: () => undefined };
    const actor = createActor(provideDeposits({ stakingApi: api, miningRecordApi: noRecordApi(), clock, logger: recordingLogger() }, { timers, newIdempotencyKey: () => 'c1' })).start();
    return { actor, api, claims, clock, view: () => selectDepositsView(actor.getSnapshot()) };
  }

  it('offers the SBT of the first deposit of 5000 or more without one; minted, it reads everything again and offers the next', async () => {
    let minted: SbtPeriod[] = [];
    const deposits = [aDeposit({ _id: 'sd_small00000', amount: '4999.99', period: '6m' }), aDeposit({ _id: 'sd_big0000000', amount: '5000', period: '1y' })];
    const { actor, api, view } = startDeposits(deposits, { sbts: () => minted, got: '6000', lock: '5000' });
    await waitFor(actor, (s) => s.hasTag('list'));
    expect(view().sbt).toBe('1y');
    actor.send({ type: 'sbt.open' });
    expect(view().sbtOpen).toBe(true);
    actor.send({ type: 'sbt.close' });
    expect(view().sbtOpen).toBe(false);
    actor.send({ type: 'sbt.open' });
    minted = ['1y'];
    actor.send({ type: 'sbt.minted' });
    await waitFor(actor, (s) => s.hasTag('list') && !s.hasTag('loading'));
    await waitFor(actor, () => view().sbtsMinted.length === 1);
    expect(api.count('userSbts')).toBe(2);
    expect(view().sbtOpen).toBe(false);
    // 'all-in' next: 5000 of 6000 locked is under 96 %, so nothing is offered, and the drawer does not open.
    expect(view().sbt).toBe(null);
    actor.send({ type: 'sbt.open' });
    expect(view().sbtOpen).toBe(false);
  });

  it("offers 'all-in' when 96 % of the balance is locked, and not once minted", async () => {
    const allIn = startDeposits([aDeposit()], { got: '520', lock: '500' });
    await waitFor(allIn.actor, (s) => s.hasTag('list'));
    expect(allIn.view().sbt).toBe('all-in');
    const minted = startDeposits([aDeposit()], { got: '520', lock: '500', sbts: () => ['all-in'] });
    await waitFor(minted.actor, (s) => s.hasTag('list'));
    expect(minted.view().sbt).toBe(null);
    expect(minted.view().sbtsMinted).toEqual(['all-in']);
  });

  it('claims a stake once unlocked, and not before', async () => {
    const locked = startDeposits([aDeposit({ dttmEnded: '2026-06-01T00:00:00.000Z' })]);
    await waitFor(locked.actor, (s) => s.hasTag('list'));
    locked.actor.send({ type: 'deposit.open', id: 'sd_aaaaaaaaaa' });
    expect(locked.view().openCanClaim).toBe(false);
    locked.actor.send({ type: 'stake.claim' });
    expect(locked.claims).toEqual([]);
    expect(locked.view().claimable).toBe(false);

    const open = startDeposits([aDeposit()]);
    await waitFor(open.actor, (s) => s.hasTag('list'));
    expect(open.view().claimable).toBe(true);
    expect(open.view().ownStaked).toBe('500');
    open.actor.send({ type: 'deposit.open', id: 'sd_aaaaaaaaaa' });
    open.actor.send({ type: 'stake.claim' });
    open.actor.send({ type: 'stake.claim' });
    await waitFor(open.actor, (s) => s.hasTag('list') && !s.hasTag('claiming'));
    expect(open.claims).toEqual(['sd_aaaaaaaaaa:c1']);
  });
});
