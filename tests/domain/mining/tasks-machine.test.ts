/**
 * The tasks screen's machine (issue 20): the tab's list read, polled every 30 s while visible (a
 * failed poll keeps the list), Check reads now, a tab change reads the other list, airdrops read
 * none, a failure is typed and retried; the cards' state on the server's clock, ticking.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { TasksApi } from '../../../domain/mining/tasks/port';
import { provideTasks, restoredTimers } from '../../../domain/mining/tasks/provide';
import { selectTasksView } from '../../../domain/mining/tasks/selectors';
import type { Task, TaskList, TaskListName, TaskTab } from '../../../domain/mining/tasks/types';
import { ApiError } from '../../../domain/shared/api-failure';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';
import { fakeVisibility, recordingLogger } from '../../support/fake-ports';
import { manualClock } from '../../support/manual-clock';
import { createLocalStorage } from '../../../adapters/storage/local-storage';
import { memoryBackend, silentLogger } from '../../support/memory-storage';
import { aTask, aUserMining } from '../../support/mothers';

const HOUR = 3_600_000;
const memoryStore = (backend = memoryBackend()) => createLocalStorage(backend, silentLogger());
const SERVER_AHEAD_MS = 5 * 60_000;

function start(tab: TaskTab = 'boosts') {
  const clock = manualClock();
  const reads: { list: TaskListName; answer: Deferred<TaskList> }[] = [];
  const api = fakePort<TasksApi>('tasksApi', {
    tasks: (list) => {
      const answer = deferred<TaskList>();
      reads.push({ list, answer });
      return answer.promise;
    },
  });
  const visibility = fakeVisibility(true);
  const logger = recordingLogger();
  const actor = createActor(provideTasks({ tasksApi: api, clock, visibility, logger, storage: memoryStore() }, { timers: clock }), { input: { tab }, clock }).start();
  const listNow = (tasks: Task[], speed = '1'): TaskList => ({ ...aUserMining({ speed }, new Date(clock.now() + SERVER_AHEAD_MS).toISOString()), tasks });
  return { actor, api, clock, reads, visibility, logger, listNow };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tasksMachine', () => {
  it('reads the tab’s list and shows its cards grouped, on the server’s clock', async () => {
    const { actor, reads, listNow, clock } = start('boosts');
    expect(selectTasksView(actor.getSnapshot()).step).toBe('loading');
    expect(reads.map((r) => r.list)).toEqual(['general']);
    // A deadline 6 h and 1 min ahead of the server: not red yet; the server runs 5 min ahead.
    const deadline = new Date(clock.now() + SERVER_AHEAD_MS + 6 * HOUR + 60_000).toISOString();
    reads[0]?.answer.resolve(listNow([aTask({ dttmUpdate: deadline }), aTask({ code: 'whale', group: 'partner', minSpeed: '1000000' })]));
    await waitFor(actor, (s) => s.hasTag('ready'));
    let view = selectTasksView(actor.getSnapshot());
    expect(view.groups.map((g) => g.group)).toEqual(['trade']);
    expect(view.groups[0]?.cards[0]).toMatchObject({ done: false, red: false, msLeft: 6 * HOUR + 60_000 });
    // Two minutes of ticks later: under 6 h left, red.
    clock.advance(2 * 60_000);
    view = selectTasksView(actor.getSnapshot());
    expect(view.groups[0]?.cards[0]).toMatchObject({ red: true, msLeft: 6 * HOUR - 60_000 });
  });

  it('polls every 30 s, keeps the list when a poll fails, and Check reads at once', async () => {
    const { actor, reads, listNow, clock, logger } = start('bigpump');
    reads[0]?.answer.resolve(listNow([aTask({ code: 'coin', group: 'pump', type: 'bigpump' })]));
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(reads).toHaveLength(1);
    clock.advance(30_000);
    await settle();
    expect(reads.map((r) => r.list)).toEqual(['pump', 'pump']);
    reads[1]?.answer.reject(new ApiError({ type: 'server', status: 500 }));
    await settle();
    expect(selectTasksView(actor.getSnapshot()).groups[0]?.cards).toHaveLength(1);
    expect(logger.lines.length).toBeGreaterThan(0);
    actor.send({ type: 'tasks.check' });
    await settle();
    expect(reads).toHaveLength(3);
    reads[2]?.answer.resolve(listNow([aTask({ code: 'coin', group: 'pump', type: 'bigpump', doneAmount: 1, isCompleted: true })], '1.5'));
    await settle();
    const view = selectTasksView(actor.getSnapshot());
    expect(view.groups[0]?.cards[0]?.done).toBe(true);
    expect(view.speed).toBe('1.5');
  });

  it('reads the other list on a tab change, none for airdrops, and opens and closes a task', async () => {
    const { actor, reads, listNow } = start('subscriptions');
    reads[0]?.answer.resolve(listNow([aTask({ code: 'subscription', group: 'subscriptions', type: 'subscription', url: 'https://t.me/switch_news' })]));
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'task.open', code: 'subscription' });
    expect(selectTasksView(actor.getSnapshot()).open?.task.url).toBe('https://t.me/switch_news');
    actor.send({ type: 'task.close' });
    expect(selectTasksView(actor.getSnapshot()).open).toBeNull();
    actor.send({ type: 'tab.select', tab: 'airdrops' });
    expect(selectTasksView(actor.getSnapshot()).step).toBe('airdrops');
    actor.send({ type: 'tab.select', tab: 'boosts' });
    expect(reads.map((r) => r.list)).toEqual(['subscriptions', 'general']);
    expect(selectTasksView(actor.getSnapshot())).toMatchObject({ step: 'loading', tab: 'boosts', groups: [] });
  });

  it('types a failure (outside the messenger, or the server) and retries', async () => {
    const { actor, reads, listNow } = start();
    reads[0]?.answer.reject(new ApiError({ type: 'unauthorized', message: 'no init data' }));
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(selectTasksView(actor.getSnapshot()).failure).toEqual({ type: 'outside-messenger' });
    actor.send({ type: 'tasks.retry' });
    reads[1]?.answer.reject(new ApiError({ type: 'server', status: 503 }));
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(selectTasksView(actor.getSnapshot()).failure).toEqual({ type: 'server' });
    actor.send({ type: 'tasks.retry' });
    reads[2]?.answer.resolve(listNow([aTask()]));
    await waitFor(actor, (s) => s.hasTag('ready'));
  });
});

describe('tasksMachine: a channel subscription', () => {
  const channelTask = (done = false) =>
    aTask({ code: 'subscription', group: 'subscriptions', type: 'subscription', url: 'https://t.me/switch_news', doneAmount: done ? 1 : 0, isCompleted: done });

  it('confirms with a new key per press, words not-a-member, and takes the confirmed task and speed', async () => {
    const clock = manualClock();
    const confirms: { key: string; answer: Deferred<never> }[] = [];
    const api = fakePort<TasksApi>('tasksApi', {
      tasks: async () => ({ ...aUserMining({ speed: '1' }, new Date(clock.now()).toISOString()), tasks: [channelTask(), aTask()] }),
      confirmSubscription: (_request, options) => {
        const answer = deferred<never>();
        confirms.push({ key: options.idempotencyKey, answer });
        return answer.promise;
      },
    });
    let keys = 0;
    const actor = createActor(provideTasks({ tasksApi: api, clock, visibility: fakeVisibility(true), logger: recordingLogger(), storage: memoryStore() }, { timers: clock, newIdempotencyKey: () => `k${String(++keys)}` }), {
      input: { tab: 'subscriptions' },
      clock,
    }).start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    // Not the open task: nothing happens; a burn task's Check is no confirmation.
    actor.send({ type: 'task.confirm' });
    actor.send({ type: 'task.open', code: 'burnPunk' });
    actor.send({ type: 'task.confirm' });
    expect(confirms).toHaveLength(0);
    actor.send({ type: 'task.open', code: 'subscription' });
    expect(selectTasksView(actor.getSnapshot()).openConfirms).toBe(true);
    actor.send({ type: 'task.confirm' });
    actor.send({ type: 'task.confirm' });
    expect(confirms.map((c) => c.key)).toEqual(['k1']);
    expect(selectTasksView(actor.getSnapshot()).confirming).toBe(true);
    confirms[0]?.answer.reject(new ApiError({ type: 'rejected', status: 409, message: 'Not a member of the channel', code: 'not-a-member' }));
    await waitFor(actor, (s) => !s.hasTag('confirming'));
    expect(selectTasksView(actor.getSnapshot()).confirmFailure).toEqual({ type: 'not-a-member' });
    actor.send({ type: 'task.confirm' });
    expect(confirms.map((c) => c.key)).toEqual(['k1', 'k2']);
    expect(selectTasksView(actor.getSnapshot()).confirmFailure).toBeNull();
    confirms[1]?.answer.resolve({ ...aUserMining({ speed: '1.5' }, new Date(clock.now()).toISOString()), task: channelTask(true) } as never);
    await waitFor(actor, (s) => !s.hasTag('confirming'));
    const view = selectTasksView(actor.getSnapshot());
    expect(view.open).toMatchObject({ done: true });
    expect(view.speed).toBe('1.5');
    expect(view.groups.flatMap((g) => g.cards).filter((card) => card.done).map((card) => card.task.code)).toEqual(['subscription']);
  });
});

describe('tasksMachine: the daily reward', () => {
  const dailyTask = (taken = false, currentDay = 2) =>
    aTask({ code: 'dailyReward', group: 'daily', type: 'claim', rewardList: ['0.1', '0.2', '0.3', '0.4'], currentDay, doneAmount: taken ? 1 : 0, isCompleted: taken, gas: null });

  it('takes it with activateDailyBoost (a key per press, a press meanwhile ignored), counts it, and says politely when already taken today', async () => {
    const clock = manualClock();
    const activations: { key: string; answer: Deferred<never> }[] = [];
    let reads = 0;
    let taken = false;
    const api = fakePort<TasksApi>('tasksApi', {
      tasks: async () => {
        reads += 1;
        return { ...aUserMining({ speed: taken ? '1.2' : '1' }, new Date(clock.now()).toISOString()), tasks: [dailyTask(taken)] };
      },
      activateDailyBoost: (options) => {
        const answer = deferred<never>();
        activations.push({ key: options.idempotencyKey, answer });
        return answer.promise;
      },
    });
    let keys = 0;
    const actor = createActor(provideTasks({ tasksApi: api, clock, visibility: fakeVisibility(true), logger: recordingLogger(), storage: memoryStore() }, { timers: clock, newIdempotencyKey: () => `d${String(++keys)}` }), {
      input: { tab: 'boosts' },
      clock,
    }).start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'task.open', code: 'dailyReward' });
    expect(selectTasksView(actor.getSnapshot())).toMatchObject({ openConfirms: true, openDaily: true, dailyTaken: 0 });
    actor.send({ type: 'task.confirm' });
    actor.send({ type: 'task.confirm' });
    expect(activations.map((a) => a.key)).toEqual(['d1']);
    activations[0]?.answer.resolve({ ...aUserMining({ speed: '1.2' }, new Date(clock.now()).toISOString()), task: dailyTask(true), reward: '0.2', currentDay: 2 } as never);
    await waitFor(actor, (s) => !s.hasTag('confirming'));
    let view = selectTasksView(actor.getSnapshot());
    expect(view).toMatchObject({ speed: '1.2', dailyTaken: 1, confirmFailure: null });
    expect(view.open?.done).toBe(true);

    // A stale list elsewhere (the server took it already): refused politely, and the list read again.
    taken = true;
    actor.send({ type: 'tab.select', tab: 'subscriptions' });
    actor.send({ type: 'tab.select', tab: 'boosts' });
    await waitFor(actor, (s) => s.hasTag('ready'));
    taken = false;
    clock.advance(1);
    actor.send({ type: 'tasks.check' });
    await settle();
    actor.send({ type: 'task.open', code: 'dailyReward' });
    expect(selectTasksView(actor.getSnapshot()).open?.done).toBe(false);
    taken = true;
    const before = reads;
    actor.send({ type: 'task.confirm' });
    activations[1]?.answer.reject(new ApiError({ type: 'rejected', status: 409, message: 'already taken', code: 'already-today' }));
    await waitFor(actor, (s) => !s.hasTag('confirming'));
    await settle();
    view = selectTasksView(actor.getSnapshot());
    expect(view.confirmFailure).toEqual({ type: 'already-today' });
    expect(reads).toBe(before + 1);
    expect(view.open?.done).toBe(true);
    expect(view.dailyTaken).toBe(1);
  });
});

describe('tasksMachine: a boost timer', () => {
  it('records the start with the server on Open, runs to the server’s confirmable time, and is restored after a reload', async () => {
    const clock = manualClock();
    const backend = memoryBackend();
    const started: string[] = [];
    const serverNow = () => new Date(clock.now() + SERVER_AHEAD_MS).toISOString();
    const api = fakePort<TasksApi>('tasksApi', {
      tasks: async () => ({ ...aUserMining({ speed: '1' }, serverNow()), tasks: [aTask({ code: 'cube', group: 'partner', type: 'subscription', url: 'https://t.me/cube_bot/app' })] }),
      checkCfts: async (code) => {
        started.push(code);
        // The server recorded the start 5 s ago (a first Open earlier): 50 s of its 55 s are left.
        return { code, startedAt: serverNow(), confirmableAt: new Date(clock.now() + SERVER_AHEAD_MS + 50_000).toISOString(), serverTime: serverNow() };
      },
    });
    const open = () =>
      createActor(provideTasks({ tasksApi: api, clock, visibility: fakeVisibility(true), logger: recordingLogger(), storage: memoryStore(backend) }, { timers: clock }), {
        input: { tab: 'boosts', timers: restoredTimers(memoryStore(backend)) },
        clock,
      }).start();
    const actor = open();
    await waitFor(actor, (s) => s.hasTag('ready'));
    // A task without a preset timer starts none.
    actor.send({ type: 'timer.start', code: 'burnPunk' });
    actor.send({ type: 'task.open', code: 'cube' });
    expect(selectTasksView(actor.getSnapshot())).toMatchObject({ openTimed: true, openTimer: null });
    actor.send({ type: 'timer.start', code: 'cube' });
    await waitFor(actor, (s) => s.context.timers.length === 1);
    expect(started).toEqual(['cube']);
    expect(selectTasksView(actor.getSnapshot()).openTimer?.leftMs).toBe(50_000);
    clock.advance(20_000);
    expect(selectTasksView(actor.getSnapshot()).openTimer?.leftMs).toBe(30_000);
    expect(selectTasksView(actor.getSnapshot()).openTimer?.progress).toBeCloseTo(25 / 55, 9);
    actor.stop();

    // A reload: the timer is read back from local storage and keeps running, never below zero.
    const again = open();
    await waitFor(again, (s) => s.hasTag('ready'));
    again.send({ type: 'task.open', code: 'cube' });
    expect(selectTasksView(again.getSnapshot()).openTimer?.leftMs).toBe(30_000);
    clock.advance(60_000);
    expect(selectTasksView(again.getSnapshot()).openTimer).toEqual({ leftMs: 0, progress: 1, canSpeedUp: false });
  });
});
