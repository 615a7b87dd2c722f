import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { burnFailureOf } from '../../../domain/mining/burn/failure';
import { selectBurnView } from '../../../domain/mining/burn/selectors';
import { provideBurn } from '../../../domain/mining/burn/provide';
import { burnAmountProblem, burnRewardText, offersSwap } from '../../../domain/mining/burn/rules';
import type { BurnApi } from '../../../domain/mining/burn/port';
import type { BurnOffer, BurnReceipt } from '../../../domain/mining/burn/types';
import { ApiError } from '../../../domain/shared/api-failure';
import { recordingLogger } from '../../support/fake-ports';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';
import { manualClock } from '../../support/manual-clock';
import { aUserMining } from '../../support/mothers';

const CONFIG: BurnOffer = { rate: '0.1', boostHours: 48, minAmount: '1', gasTon: '0.005' };

function aBurnReceipt(amount: string, speed: string): BurnReceipt {
  return {
    ...aUserMining({ speed }),
    burnId: 'b1',
    burnedAmount: amount,
    addedSpeed: '1',
    boostEndsAt: '2026-01-03T00:00:00.000Z',
    gas: { amount: '0.005', symbol: 'TON' },
  };
}

function start(config: Promise<BurnOffer> = Promise.resolve(CONFIG)) {
  const burns: Deferred<BurnReceipt>[] = [];
  const api = fakePort<BurnApi>('burnApi', {
    offer: () => config,
    burnPunks: () => {
      const d = deferred<BurnReceipt>();
      burns.push(d);
      return d.promise;
    },
  });
  const logger = recordingLogger();
  let keys = 0;
  const actor = createActor(provideBurn({ burnApi: api, clock: manualClock(), logger }, { newIdempotencyKey: () => `burn-${String(++keys)}` })).start();
  return { actor, api, burns, logger, view: () => selectBurnView(actor.getSnapshot()) };
}

async function editing(amount: string) {
  const setup = start();
  await waitFor(setup.actor, (s) => s.matches('editing'));
  setup.actor.send({ type: 'amount.change', value: amount });
  return setup;
}

describe('burn rules', () => {
  it('asks for a number of at least the minimum', () => {
    expect(burnAmountProblem('')).toBe('empty');
    expect(burnAmountProblem('.')).toBe('empty');
    expect(burnAmountProblem('0')).toBe('empty');
    expect(burnAmountProblem('0.99')).toBe('below-minimum');
    expect(burnAmountProblem('1')).toBeNull();
    expect(burnAmountProblem('4', '5')).toBe('below-minimum');
  });

  it('shows the reward as amount x rate, whole or with one decimal (rounded down)', () => {
    expect(burnRewardText('10', '0.1')).toBe('1');
    expect(burnRewardText('15', '0.1')).toBe('1.5');
    expect(burnRewardText('1.99', '0.1')).toBe('0.1');
    expect(burnRewardText('3', '2')).toBe('6');
    expect(burnRewardText('', '0.1')).toBe('0');
  });
});

describe('burnMachine', () => {
  it('reads the rate, shows the reward as the user types (the shared amount rule), and burns with a key', async () => {
    const { actor, api, burns, view } = start();
    expect(view()).toMatchObject({ step: 'loading-config', loading: true });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'amount.change', value: '0,5' });
    expect(view()).toMatchObject({ amountText: '0.5', problem: 'below-minimum', reward: '0.0', canSubmit: false, gasTon: '0.005' });
    actor.send({ type: 'burn.submit' });
    expect(api.count('burnPunks')).toBe(0);
    actor.send({ type: 'amount.change', value: '15 PUNK' });
    expect(view()).toMatchObject({ amountText: '15', problem: null, reward: '1.5', canSubmit: true });
    actor.send({ type: 'burn.submit' });
    expect(view()).toMatchObject({ step: 'burning', loading: false });
    expect(api.calls.burnPunks[0]).toEqual([{ amount: '15' }, { idempotencyKey: 'burn-1' }]);
    burns[0]?.resolve(aBurnReceipt('15', '2.5'));
    await waitFor(actor, (s) => s.matches('done'));
    expect(view()).toMatchObject({ step: 'done', burnedAmount: '15', newSpeed: '2.5' });
  });

  it('a double tap burns once', async () => {
    const { actor, api } = await editing('10');
    actor.send({ type: 'burn.submit' });
    actor.send({ type: 'burn.submit' });
    expect(api.count('burnPunks')).toBe(1);
  });

  it.each([
    ['not-enough-punk', 'Not enough PUNK'],
    ['not-enough-gas', 'Not enough TON for gas'],
  ] as const)('%s (4002/4003) is a typed failure, with no server text, that offers a swap', async (code, message) => {
    const { actor, burns, view, logger } = await editing('10');
    actor.send({ type: 'burn.submit' });
    burns[0]?.reject(new ApiError({ type: 'rejected', status: 422, message, code }));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(view()).toMatchObject({ step: 'editing', failure: { type: code }, offersSwap: true });
    expect(view().failure).toEqual({ type: code });
    expect(logger.lines.map((line) => line.message)).toEqual(['burn: burn failed']);
  });

  it('any other failure is the generic server error', async () => {
    const { actor, burns, view } = await editing('10');
    actor.send({ type: 'burn.submit' });
    burns[0]?.reject(new ApiError({ type: 'server', status: 500 }));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(view()).toMatchObject({ failure: { type: 'server' }, offersSwap: false });
    // A validation refusal the seed does not name is the generic error too.
    actor.send({ type: 'burn.submit' });
    burns[1]?.reject(new ApiError({ type: 'rejected', status: 400, message: 'bad amount', path: ['amount'] }));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(view().failure).toEqual({ type: 'server' });
  });

  it('a retry of the same amount reuses the key; another amount is another burn', async () => {
    const { actor, api, burns, view } = await editing('10');
    actor.send({ type: 'burn.submit' });
    burns[0]?.reject(new ApiError({ type: 'unreachable' }));
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'burn.submit' });
    burns[1]?.reject(new ApiError({ type: 'unreachable' }));
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'amount.change', value: '12' });
    expect(view().failure).toBeNull();
    actor.send({ type: 'burn.submit' });
    expect(api.calls.burnPunks.map(([body, options]) => [body.amount, options.idempotencyKey])).toEqual([
      ['10', 'burn-1'],
      ['10', 'burn-1'],
      ['12', 'burn-2'],
    ]);
  });

  it('without the configuration it offers a retry', async () => {
    const { actor, api, view } = start(Promise.reject(new ApiError({ type: 'unreachable' })));
    await waitFor(actor, (s) => s.matches('configFailed'));
    expect(view()).toMatchObject({ step: 'config-failed', loading: false, reward: null, canSubmit: false });
    actor.send({ type: 'config.retry' });
    expect(api.count('offer')).toBe(2);
  });
});

describe('burn failures', () => {
  it('type only the refusals the seed names; anything else, or no answer, is the generic server error', () => {
    const refused = (code?: string) => new ApiError({ type: 'rejected', status: 422, message: 'whatever the server says', ...(code ? { code } : {}) });
    expect(burnFailureOf(refused('not-enough-punk'))).toEqual({ type: 'not-enough-punk' });
    expect(burnFailureOf(refused('not-enough-gas'))).toEqual({ type: 'not-enough-gas' });
    expect(burnFailureOf(refused('below-minimum'))).toEqual({ type: 'server' });
    expect(burnFailureOf(refused())).toEqual({ type: 'server' });
    expect(burnFailureOf(new ApiError({ type: 'unreachable' }))).toEqual({ type: 'server' });
    expect(burnFailureOf(new Error('boom'))).toEqual({ type: 'server' });
  });

  it('offer a swap for a short balance of PUNK or of TON for the gas, never for a server error', () => {
    expect(offersSwap({ type: 'not-enough-punk' })).toBe(true);
    expect(offersSwap({ type: 'not-enough-gas' })).toBe(true);
    expect(offersSwap({ type: 'server' })).toBe(false);
    expect(offersSwap(null)).toBe(false);
  });
});
