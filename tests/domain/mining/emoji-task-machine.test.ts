/**
 * The emoji task's check machine and the boost timers' speed-up (issue 20; docs/decisions/tasks.md
 * "Tasks (issue 20)", "The emoji task"): Check once the timer has run out; activated reads the
 * tasks again, 'not set' and the server's 'timer running' return to idle worded, other failures
 * are only logged; a new key per press, a double press ignored. The speed-up shortens the timer only
 * by the reduction the server answers, and is offered once.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectEmojiTaskView } from '../../../domain/mining/tasks/emoji-task/machine';
import type { EmojiChecked, EmojiTaskApi } from '../../../domain/mining/tasks/emoji-task/port';
import { provideEmojiTask } from '../../../domain/mining/tasks/emoji-task/provide';
import type { TasksApi } from '../../../domain/mining/tasks/port';
import { provideTasks } from '../../../domain/mining/tasks/provide';
import { selectTasksView } from '../../../domain/mining/tasks/selectors';
import { ApiError } from '../../../domain/shared/api-failure';
import { createLocalStorage } from '../../../adapters/storage/local-storage';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';
import { fakeVisibility, recordingLogger } from '../../support/fake-ports';
import { manualClock } from '../../support/manual-clock';
import { memoryBackend, silentLogger } from '../../support/memory-storage';
import { aTask, aUserMining } from '../../support/mothers';

const checked = (activated: boolean): EmojiChecked => ({
  activated,
  task: aTask({ code: 'emoji', type: 'subscription', group: 'subscriptions', isCompleted: activated }),
  ...aUserMining({ speed: '1.3' }),
});
const refused = (code: string) => new ApiError({ type: 'rejected', status: 409, code, message: code });

function start() {
  const calls: { key: string; answer: Deferred<EmojiChecked> }[] = [];
  const api = fakePort<EmojiTaskApi>('emojiTaskApi', {
    checkEmoji: (options) => {
      const answer = deferred<EmojiChecked>();
      calls.push({ key: options.idempotencyKey, answer });
      return answer.promise;
    },
  });
  const logger = recordingLogger();
  const granted: EmojiChecked[] = [];
  let keys = 0;
  const actor = createActor(provideEmojiTask({ emojiTaskApi: api, logger }, (answer) => granted.push(answer), { newIdempotencyKey: () => `e${String(++keys)}` })).start();
  return { actor, calls, logger, granted };
}

describe('emojiTaskMachine', () => {
  it('checks with a new key per press, says the status is not set or the timer runs, and is activated once', async () => {
    const { actor, calls, granted, logger } = start();
    actor.send({ type: 'emoji.check' });
    actor.send({ type: 'emoji.check' }); // a double press while checking: ignored
    expect(selectEmojiTaskView(actor.getSnapshot())).toEqual({ busy: true, done: false, outcome: null });
    calls[0]?.answer.resolve(checked(false));
    await waitFor(actor, (s) => s.hasTag('idle'));
    expect(selectEmojiTaskView(actor.getSnapshot()).outcome).toBe('not-set');
    actor.send({ type: 'emoji.opened' });
    expect(selectEmojiTaskView(actor.getSnapshot()).outcome).toBeNull();

    actor.send({ type: 'emoji.check' });
    calls[1]?.answer.reject(refused('timer-running'));
    await waitFor(actor, (s) => s.hasTag('idle'));
    expect(selectEmojiTaskView(actor.getSnapshot()).outcome).toBe('timer-running');

    // A server failure is only logged (seed 001 §8 "Silent failures"): nothing worded, Check again.
    actor.send({ type: 'emoji.check' });
    calls[2]?.answer.reject(new ApiError({ type: 'server', status: 500 }));
    await waitFor(actor, (s) => s.hasTag('idle'));
    expect(selectEmojiTaskView(actor.getSnapshot()).outcome).toBeNull();
    expect(logger.lines.some((line) => line.message.includes('emoji task: check failed'))).toBe(true);

    actor.send({ type: 'emoji.check' });
    calls[3]?.answer.resolve(checked(true));
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(granted).toHaveLength(1);
    expect(calls.map((call) => call.key)).toEqual(['e1', 'e2', 'e3', 'e4']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('tasksMachine: a timer’s speed-up', () => {
  it('shortens the timer only by the server’s reduction and offers it once', async () => {
    const clock = manualClock();
    const serverNow = () => new Date(clock.now()).toISOString();
    let startedAt = 0;
    const asked: string[] = [];
    const api = fakePort<TasksApi>('tasksApi', {
      tasks: async () => ({ ...aUserMining({ speed: '1' }, serverNow()), tasks: [aTask({ code: 'emoji', type: 'subscription', group: 'subscriptions' })] }),
      checkCfts: async (code) => {
        startedAt = clock.now();
        return { code, startedAt: serverNow(), confirmableAt: new Date(startedAt + 60_000).toISOString(), reductionMs: 0, serverTime: serverNow() };
      },
      speedUpTimer: async (code) => {
        asked.push(code);
        return { code, startedAt: new Date(startedAt).toISOString(), confirmableAt: new Date(startedAt + 60_000 - 7_000).toISOString(), reductionMs: 7_000, serverTime: serverNow() };
      },
    });
    const storage = createLocalStorage(memoryBackend(), silentLogger());
    const actor = createActor(provideTasks({ tasksApi: api, clock, visibility: fakeVisibility(true), logger: recordingLogger(), storage }, { timers: clock }), { input: { tab: 'subscriptions' }, clock }).start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'task.open', code: 'emoji' });
    actor.send({ type: 'timer.start', code: 'emoji' });
    await waitFor(actor, (s) => s.context.timers.length === 1);
    clock.advance(10_000);
    expect(selectTasksView(actor.getSnapshot()).openTimer).toMatchObject({ leftMs: 50_000, canSpeedUp: true });
    actor.send({ type: 'timer.speedUp', code: 'emoji' });
    await waitFor(actor, (s) => s.context.timers[0]?.durationMs === 53_000);
    expect(asked).toEqual(['emoji']);
    expect(selectTasksView(actor.getSnapshot()).openTimer).toMatchObject({ leftMs: 43_000, canSpeedUp: false });
    clock.advance(100_000);
    expect(selectTasksView(actor.getSnapshot()).openTimer).toEqual({ leftMs: 0, progress: 1, canSpeedUp: false });
  });
});
