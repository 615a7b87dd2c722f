/**
 * The open-league task's machine (issue 20; seed 001 §4 "Badge, then trade, then done."): it opens
 * at the server's step, records the badge with one key per press, checks the trade, and words each
 * refusal; 'no-league-badge' goes back to the badge step, 'no-league-trade' stays at trade.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { OpenLeagueApi } from '../../../domain/mining/tasks/open-league/port';
import { provideOpenLeague } from '../../../domain/mining/tasks/open-league/provide';
import { selectOpenLeagueView } from '../../../domain/mining/tasks/open-league/selectors';
import type { SubscriptionConfirmed } from '../../../domain/mining/tasks/types';
import { ApiError } from '../../../domain/shared/api-failure';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';
import { aTask, aUserMining } from '../../support/mothers';

const refused = (code: string) => new ApiError({ type: 'rejected', status: 409, code, message: code });
const answerOf = (doneAmount: number): SubscriptionConfirmed => ({
  ...aUserMining({ speed: '2' }),
  task: aTask({ code: 'tradeOpenLeague', doneAmount, maxAmount: 2, isCompleted: doneAmount >= 2 }),
});

function start(doneAmount: number) {
  const calls: { call: 'badge' | 'check'; key: string; answer: Deferred<SubscriptionConfirmed> }[] = [];
  const answer = (call: 'badge' | 'check') => ({ idempotencyKey }: { idempotencyKey: string }) => {
    const next = deferred<SubscriptionConfirmed>();
    calls.push({ call, key: idempotencyKey, answer: next });
    return next.promise;
  };
  const api = fakePort<OpenLeagueApi>('openLeagueApi', { claimBadge: answer('badge'), checkTrade: answer('check') });
  const answered: SubscriptionConfirmed[] = [];
  let keys = 0;
  const machine = provideOpenLeague(api, (confirmed) => answered.push(confirmed), { newIdempotencyKey: () => `key-${String(++keys)}` });
  const actor = createActor(machine, { input: { doneAmount } }).start();
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('no call yet');
    return call;
  };
  return { actor, calls, answered, last, view: () => selectOpenLeagueView(actor.getSnapshot()) };
}

describe('openLeagueMachine', () => {
  it('goes badge, trade, done: one call per press, a new key each, the tasks read again after each answer', async () => {
    const { actor, calls, answered, last, view } = start(0);
    expect(view()).toEqual({ step: 'badge', busy: false, failure: null });
    // Check means nothing before the badge.
    actor.send({ type: 'league.check' });
    expect(calls).toHaveLength(0);
    actor.send({ type: 'league.badge' });
    actor.send({ type: 'league.badge' }); // a double tap sends nothing more
    expect(view()).toMatchObject({ step: 'badge', busy: true });
    expect(calls.map((c) => [c.call, c.key])).toEqual([['badge', 'key-1']]);
    last().answer.resolve(answerOf(1));
    await waitFor(actor, (s) => s.hasTag('trade'));
    expect(view()).toEqual({ step: 'trade', busy: false, failure: null });
    expect(answered.map((a) => a.task.doneAmount)).toEqual([1]);

    // No swap yet: refused, still at trade, worded.
    actor.send({ type: 'league.check' });
    actor.send({ type: 'league.badge' }); // means nothing at this step
    last().answer.reject(refused('no-league-trade'));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toEqual({ step: 'trade', busy: false, failure: { type: 'no-league-trade' } });
    // A server error keeps the step too; the next press has a new key.
    actor.send({ type: 'league.check' });
    expect(view().failure).toBeNull();
    last().answer.reject(new Error('boom'));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ step: 'trade', failure: { type: 'server' } });
    actor.send({ type: 'league.check' });
    last().answer.resolve(answerOf(2));
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toEqual({ step: 'done', busy: false, failure: null });
    expect(calls.map((c) => [c.call, c.key])).toEqual([
      ['badge', 'key-1'],
      ['check', 'key-2'],
      ['check', 'key-3'],
      ['check', 'key-4'],
    ]);
    expect(answered.map((a) => a.task.doneAmount)).toEqual([1, 2]);
  });

  it('opens at trade when the server has the badge; no badge on the server goes back to the badge step', async () => {
    const { actor, last, view } = start(1);
    expect(view().step).toBe('trade');
    actor.send({ type: 'league.check' });
    last().answer.reject(refused('no-league-badge'));
    await waitFor(actor, (s) => s.hasTag('badge') && !s.hasTag('busy'));
    expect(view()).toEqual({ step: 'badge', busy: false, failure: { type: 'no-league-badge' } });
  });

  it('stays at the badge step when the league has ended or the server fails', async () => {
    const { actor, last, view } = start(0);
    actor.send({ type: 'league.badge' });
    last().answer.reject(refused('league-ended'));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toEqual({ step: 'badge', busy: false, failure: { type: 'league-ended' } });
    actor.send({ type: 'league.badge' });
    last().answer.reject(new ApiError({ type: 'unauthorized', message: 'no' }));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toEqual({ step: 'badge', busy: false, failure: { type: 'outside-messenger' } });
  });
});
