/**
 * The emoji task and the boost timers' reduction over the real apps (issue 20; docs/decisions/tasks.md
 * "Tasks (issue 20)", "The emoji task", "Boost timers' reduction"): /boost/checkEmoji grants only
 * after the task's timer has run out by the server's record (its reduced duration, by the database's
 * clock) and only while the user's emoji status is set; once per user, also when calls are replayed
 * or run at once. The reduction is drawn by the server, 1 to 10 s, once per running timer.
 */
import { describe, expect, it } from 'vitest';
import { emojiTaskContract } from '../../adapters/http/contract/mining/emoji-task';
import { tasksContract } from '../../adapters/http/contract/mining/tasks';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import type { ManualClock } from '../support/manual-clock';
import { call, callRaw, control, HOUR, miningCalls, newCaller, newKey, nano, suiteWorld, type Caller, newMiner, taskGrants } from './mining-support';

const c = { ...miningCalls, ...tasksContract, ...emojiTaskContract };
const EMOJI_STATUS = 'emoji_switch_emoji';

export function emojiTaskSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  const miner = (): Promise<Caller> => newMiner(world);
  const grants = (user: Caller, code: string): Promise<number> => taskGrants(world, user, code);
  const taskOf = async (user: Caller, code: string) => {
    const answer = await call(world, user, c.boostTasks, { query: { boostType: 'subscriptions' } });
    const general = answer.tasks.find((entry) => entry.code === code) ?? (await call(world, user, c.boostTasks, { query: { boostType: 'general' } })).tasks.find((entry) => entry.code === code);
    if (!general) throw new Error(`no task ${code}`);
    return general;
  };
  const start = (user: Caller, code = 'emoji') => callRaw(world, user, c.checkCfts, { body: { code } });
  const speedUp = (user: Caller, code = 'emoji') => callRaw(world, user, c.checkCfts, { body: { code, reduce: true } });
  const check = (user: Caller, key = newKey()) => callRaw(world, user, c.checkEmoji, { body: {}, idempotencyKey: key });
  /** The host page's "Set as status" and "Remove" on the emoji set the task's link opens. */
  const setStatus = (user: Caller, on: boolean) => control(world, 'POST', `/channels/${EMOJI_STATUS}/${on ? 'join' : 'leave'}`, { userId: user.id });

  describe('the emoji task (/boost/checkEmoji)', () => {
    it('is refused before its timer started and while it runs; activated false without the status; granted once with it', async () => {
      const user = await miner();
      expect(await taskOf(user, 'emoji')).toMatchObject({ isCompleted: false, doneAmount: 0, group: 'subscriptions', url: 'https://t.me/addemoji/switch_emoji' });
      await setStatus(user, true);
      expect(await check(user)).toMatchObject({ status: 409, body: { code: 'timer-not-started' } });
      const startedAt = world.deps.clock.now();
      const started = c.checkCfts.response.parse((await start(user)).body);
      expect(started).toMatchObject({ confirmableAt: new Date(startedAt + 60_000).toISOString(), reductionMs: 0 });
      world.deps.clock.advance(59_999);
      expect(await check(user)).toMatchObject({ status: 409, body: { code: 'timer-running' } });
      // A list read never grants it, the timer run out and the status set.
      world.deps.clock.advance(1);
      expect((await taskOf(user, 'emoji')).isCompleted).toBe(false);
      await setStatus(user, false);
      const unset = await check(user);
      expect(unset).toMatchObject({ status: 200, body: { activated: false, task: { isCompleted: false } } });
      expect(await grants(user, 'emoji')).toBe(0);

      await setStatus(user, true);
      const before = nano((await call(world, user, c.getUserMining)).mining.speed);
      const key = newKey();
      const answers = await Promise.all([check(user, key), check(user, key), check(user), check(user)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(answers.every((a) => (a.body as { activated: boolean }).activated)).toBe(true);
      expect(await check(user, key)).toEqual(answers[0]);
      const body = c.checkEmoji.response.parse(answers[0]?.body);
      expect(body.task).toMatchObject({ code: 'emoji', isCompleted: true, currentAddSpeed: '0.3', boostEndsAt: new Date(world.deps.clock.now() + 72 * HOUR).toISOString() });
      expect(nano(body.mining.speed) - before).toBe(300_000_000n);
      expect(await grants(user, 'emoji')).toBe(1);
      // Clearing the status afterwards takes nothing back; checking again grants nothing more.
      await setStatus(user, false);
      expect(c.checkEmoji.response.parse((await check(user)).body).activated).toBe(true);
      expect(await grants(user, 'emoji')).toBe(1);
      expect((await taskOf(user, 'emoji')).isCompleted).toBe(true);
    });

    it('asks for an idempotency key and a mining record; the status of another user does not count', async () => {
      const user = await miner();
      const other = await miner();
      await setStatus(other, true);
      await start(user);
      world.deps.clock.advance(60_000);
      expect(c.checkEmoji.response.parse((await check(user)).body).activated).toBe(false);
      expect((await callRaw(world, user, c.checkEmoji, { body: {} })).status).toBe(400);
      expect((await callRaw(world, newCaller(), c.checkEmoji, { body: {}, idempotencyKey: newKey() })).status).toBe(404);
    });
  });

  describe('the boost timers’ reduction (/v2/check/cfts with reduce)', () => {
    it('is drawn by the server within 1 to 10 s, once per timer, survives a new start, and moves the grant earlier by exactly that', async () => {
      const user = await miner();
      expect(await speedUp(user)).toMatchObject({ status: 409, body: { code: 'timer-not-started' } });
      const startedAt = world.deps.clock.now();
      await start(user);
      world.deps.clock.advance(20_000);
      const answers = await Promise.all([speedUp(user), speedUp(user), speedUp(user)]);
      const reduced = answers.map((a) => c.checkCfts.response.parse(a.body));
      const reduction = reduced[0]?.reductionMs ?? 0;
      expect(reduction).toBeGreaterThanOrEqual(1000);
      expect(reduction).toBeLessThanOrEqual(10_000);
      // Once: every answer (and a later start, a reload's) tells the same reduction and confirmable time.
      expect(new Set(reduced.map((r) => r.confirmableAt))).toEqual(new Set([new Date(startedAt + 60_000 - reduction).toISOString()]));
      expect(c.checkCfts.response.parse((await start(user)).body)).toMatchObject({ reductionMs: reduction, confirmableAt: reduced[0]?.confirmableAt });
      expect(c.checkCfts.response.parse((await speedUp(user)).body).reductionMs).toBe(reduction);
      await setStatus(user, true);
      world.deps.clock.advance(40_000 - reduction - 1);
      expect(await check(user)).toMatchObject({ status: 409, body: { code: 'timer-running' } });
      world.deps.clock.advance(1);
      expect(c.checkEmoji.response.parse((await check(user)).body).activated).toBe(true);
    });

    it('applies to a partner app’s timer read by the list; a timer run out is not shortened', async () => {
      const user = await miner();
      await start(user, 'cube');
      const { reductionMs } = c.checkCfts.response.parse((await speedUp(user, 'cube')).body);
      world.deps.clock.advance(55_000 - (reductionMs ?? 0) - 1);
      expect((await taskOf(user, 'cube')).isCompleted).toBe(false);
      world.deps.clock.advance(1);
      expect((await taskOf(user, 'cube')).isCompleted).toBe(true);
      expect(await grants(user, 'cube')).toBe(1);
      // Another timer, run out before the speed-up: nothing recorded.
      await start(user, 'duckChain');
      world.deps.clock.advance(60_000);
      expect(c.checkCfts.response.parse((await speedUp(user, 'duckChain')).body).reductionMs).toBe(0);
      expect((await speedUp(user, 'burnPunk')).status).toBe(404);
    });
  });
}
