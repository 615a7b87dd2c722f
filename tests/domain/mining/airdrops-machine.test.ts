/**
 * The airdrops tab's machine (issue 20): the list read at once and polled every 30 s while visible,
 * a failed read ignored (logged, the previous list kept), locked below the server's friends count,
 * a task confirmed with the airdrop's id and a fresh key, refusals typed, presses while locked or
 * confirming doing nothing.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Airdrop, AirdropConfirmed, AirdropList } from '../../../domain/mining/tasks/airdrops';
import { provideAirdrops } from '../../../domain/mining/tasks/airdrops-provide';
import { selectAirdropsView } from '../../../domain/mining/tasks/airdrops-view';
import type { TasksApi } from '../../../domain/mining/tasks/port';
import { ApiError } from '../../../domain/shared/api-failure';
import { createLocalStorage } from '../../../adapters/storage/local-storage';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';
import { fakeVisibility, recordingLogger } from '../../support/fake-ports';
import { manualClock } from '../../support/manual-clock';
import { memoryBackend, silentLogger } from '../../support/memory-storage';

const airdrop = (done = false): Airdrop => ({
  code: 'switchLaunch',
  id: 'ad-switch-launch',
  dttmDeadline: '2027-06-30T23:59:59.000Z',
  airDropSpeed: '0.5',
  winnerAmount: 100,
  pricePool: '10000',
  tasks: [{ code: 'subscription', doneAmount: done ? 1 : 0, maxAmount: 1, url: 'https://t.me/switch_news', token: null, fromToken: null, isCompleted: done }],
  isCompleted: done,
});

function start() {
  const clock = manualClock();
  const reads: Deferred<AirdropList>[] = [];
  const confirms: Deferred<AirdropConfirmed>[] = [];
  const api = fakePort<TasksApi>('tasksApi', {
    airdrops: () => {
      const answer = deferred<AirdropList>();
      reads.push(answer);
      return answer.promise;
    },
    confirmAirdropTask: () => {
      const answer = deferred<AirdropConfirmed>();
      confirms.push(answer);
      return answer.promise;
    },
  });
  const logger = recordingLogger();
  const ports = { tasksApi: api, clock, visibility: fakeVisibility(true), logger, storage: createLocalStorage(memoryBackend(), silentLogger()) };
  let key = 0;
  const actor = createActor(provideAirdrops(ports, { timers: clock, newIdempotencyKey: () => `k${String(++key)}` }), { clock }).start();
  const listOf = (friendsAmount: number, entry = airdrop()): AirdropList => ({ friendsAmount, friendsRequired: 3, tasks: [entry], serverTime: new Date(clock.now()).toISOString() });
  return { actor, api, clock, reads, confirms, logger, listOf };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('airdropsMachine', () => {
  it('reads at once, polls every 30 s, and ignores a failed read: the previous list stays', async () => {
    const { actor, clock, reads, listOf, logger } = start();
    expect(selectAirdropsView(actor.getSnapshot()).step).toBe('loading');
    expect(reads).toHaveLength(1);
    reads[0]?.resolve(listOf(2));
    await settle();
    expect(selectAirdropsView(actor.getSnapshot())).toMatchObject({ step: 'locked', friends: 2, missing: 1, required: 3 });
    clock.advance(30_000);
    expect(reads).toHaveLength(2);
    reads[1]?.reject(new ApiError({ type: 'server', status: 503 }));
    await settle();
    expect(selectAirdropsView(actor.getSnapshot())).toMatchObject({ step: 'locked', friends: 2 });
    expect(logger.lines.length).toBeGreaterThan(0);
    clock.advance(30_000);
    reads[2]?.resolve(listOf(3));
    await settle();
    expect(selectAirdropsView(actor.getSnapshot()).step).toBe('open');
  });

  it('locked: Check does nothing; open: confirms with the airdrop’s id and a key per press, a refusal typed', async () => {
    const { actor, api, reads, confirms, listOf } = start();
    reads[0]?.resolve(listOf(1));
    await settle();
    actor.send({ type: 'airdrop.confirm', airdropId: 'ad-switch-launch', code: 'subscription' });
    expect(api.calls.confirmAirdropTask).toHaveLength(0);
    actor.send({ type: 'poll.answer', output: { list: listOf(3), receivedAt: 0 } });
    actor.send({ type: 'airdrop.confirm', airdropId: 'ad-switch-launch', code: 'subscription' });
    actor.send({ type: 'airdrop.confirm', airdropId: 'ad-switch-launch', code: 'subscription' });
    expect(api.calls.confirmAirdropTask).toEqual([[{ airdropId: 'ad-switch-launch', code: 'subscription' }, { idempotencyKey: 'k1' }]]);
    let view = selectAirdropsView(actor.getSnapshot());
    expect(view.step === 'open' && view.airdrops[0]?.tasks[0]?.confirming).toBe(true);
    confirms[0]?.reject(new ApiError({ type: 'rejected', status: 409, message: 'no', code: 'not-a-member' }));
    await waitFor(actor, (s) => !s.hasTag('confirming'));
    view = selectAirdropsView(actor.getSnapshot());
    expect(view.step === 'open' && view.airdrops[0]?.tasks[0]?.failure).toEqual({ type: 'not-a-member' });
    actor.send({ type: 'airdrop.confirm', airdropId: 'ad-switch-launch', code: 'subscription' });
    expect(api.calls.confirmAirdropTask[1]?.[1]).toEqual({ idempotencyKey: 'k2' });
    confirms[1]?.resolve({ airdrop: airdrop(true), serverTime: new Date().toISOString() });
    await waitFor(actor, (s) => !s.hasTag('confirming'));
    view = selectAirdropsView(actor.getSnapshot());
    expect(view.step === 'open' && view.airdrops[0]).toMatchObject({ airdrop: { isCompleted: true }, tasks: [{ done: true, failure: null }] });
  });
});
