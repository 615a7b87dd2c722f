/**
 * The folder task over the real apps (issue 20; docs/decisions/tasks.md "Tasks (issue 20)", "The folder
 * task"): `folderSwitch` links to a messenger folder (t.me/addlist/switch) of three channels; it is
 * done only while the channel records show the user a member of every one of them (the host page's
 * Add folder joins them all), confirmed through confirmSubscription or a list read, granted once.
 */
import { describe, expect, it } from 'vitest';
import { tasksContract } from '../../adapters/http/contract/mining/tasks';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import type { ManualClock } from '../support/manual-clock';
import { call, callRaw, control, HOUR, miningCalls, nano, newKey, newMiner, suiteWorld, taskGrants, type Caller } from './mining-support';

const c = { ...miningCalls, ...tasksContract };
const CODE = 'folderSwitch';
const CHANNELS = ['switch_news', 'switch_chat', 'bigpump_news'];

export function folderTaskSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  const miner = (): Promise<Caller> => newMiner(world);
  const grants = (user: Caller, code = CODE): Promise<number> => taskGrants(world, user, code);
  const folder = (user: Caller, action: 'add' | 'remove') => control(world, 'POST', `/folders/switch/${action}`, { userId: user.id });
  const confirm = (user: Caller, key = newKey()) => callRaw(world, user, c.confirmSubscription, { body: { subscriptionType: CODE }, idempotencyKey: key });
  const taskOf = async (user: Caller) => {
    const answer = await call(world, user, c.boostTasks, { query: { boostType: 'subscriptions' } });
    const task = answer.tasks.find((entry) => entry.code === CODE);
    if (!task) throw new Error(`no task ${CODE}`);
    return task;
  };

  describe('the folder task', () => {
    it('is refused until the user is in every channel of the folder, then granted once whatever the keys', async () => {
      const user = await miner();
      expect(await taskOf(user)).toMatchObject({ type: 'group', url: 'https://t.me/addlist/switch', isCompleted: false });
      expect(await control(world, 'GET', `/folders/switch?userId=${String(user.id)}`)).toMatchObject({
        status: 200,
        body: { slug: 'switch', title: 'SWITCH', channels: CHANNELS.map((channel) => ({ channel, member: false })) },
      });
      expect(await confirm(user)).toMatchObject({ status: 409, body: { code: 'not-in-folder' } });
      // Two of the three channels joined one by one: not the folder yet.
      for (const channel of CHANNELS.slice(0, 2)) await control(world, 'POST', `/channels/${channel}/join`, { userId: user.id });
      expect(await confirm(user)).toMatchObject({ status: 409, body: { code: 'not-in-folder' } });
      expect((await taskOf(user)).isCompleted).toBe(false);
      expect(await grants(user)).toBe(0);

      expect(await folder(user, 'add')).toMatchObject({ status: 200, body: { channels: CHANNELS.map((channel) => ({ channel, member: true })) } });
      const key = newKey();
      const answers = await Promise.all([confirm(user, key), confirm(user, key), confirm(user), confirm(user)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(await confirm(user, key)).toEqual(answers[0]);
      const body = c.confirmSubscription.response.parse(answers[0]?.body);
      expect(body.task).toMatchObject({ code: CODE, isCompleted: true, currentAddSpeed: '0.3', boostEndsAt: new Date(world.deps.clock.now() + 48 * HOUR).toISOString() });
      expect(await grants(user)).toBe(1);
      // The folder's channels count for their own tasks too, as they would in the messenger.
      expect(await grants(user, 'subscription')).toBe(1);
      expect(await grants(user, 'channelBigpump')).toBe(1);
      // 1 base + 0.3 folder + 0.5 news + 0.5 BigPump news.
      expect(nano(body.mining.speed)).toBe(2_300_000_000n);
      // Removing the folder takes nothing back and grants nothing more.
      expect(await folder(user, 'remove')).toMatchObject({ status: 200, body: { channels: CHANNELS.map((channel) => ({ channel, member: false })) } });
      expect((await confirm(user)).status).toBe(200);
      expect(await grants(user)).toBe(1);
    });

    it('is granted by a list read too, once, also at once', async () => {
      const user = await miner();
      await folder(user, 'add');
      const tasks = await Promise.all([taskOf(user), taskOf(user), taskOf(user)]);
      expect(tasks.every((task) => task.isCompleted)).toBe(true);
      expect(await grants(user)).toBe(1);
    });

    it('refuses an unknown or hostile folder and action at the control', async () => {
      const user = await miner();
      expect((await control(world, 'GET', `/folders/nope?userId=${String(user.id)}`)).status).toBe(404);
      expect((await control(world, 'POST', '/folders/nope/add', { userId: user.id })).status).toBe(404);
      expect((await control(world, 'POST', '/folders/a%20b/add', { userId: user.id })).status).toBe(400);
      expect((await control(world, 'POST', '/folders/switch/join', { userId: user.id })).status).toBe(400);
      expect((await control(world, 'POST', '/folders/switch/add', { userId: -1 })).status).toBe(400);
      expect((await control(world, 'GET', '/folders/__proto__?userId=1')).status).toBe(404);
      expect(await grants(user)).toBe(0);
    });
  });
}
