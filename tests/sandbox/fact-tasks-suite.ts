/**
 * The tasks another feature's record verifies (issue 20; docs/decisions/tasks.md "Tasks (issue 20)",
 * "Facts between features"): autoclaim once it is active on the miner's record, addAlliance while
 * the user is an alliance's member, waitlist once the product's bot recorded the user. Each is
 * granted by a read of the tasks, once per user whatever the parallel or replayed reads, and its
 * boost joins the mining clock's speed.
 */
import { expect, it } from 'vitest';
import { guildsContract } from '../../adapters/http/contract/mining/guilds';
import { tasksContract } from '../../adapters/http/contract/mining/tasks';
import { TREASURY_ADDRESS } from '../../sandbox/mining/payments/config';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import type { ManualClock } from '../support/manual-clock';
import { call, callRaw, control, deposit, HOUR, miningCalls, newCaller, newKey, nano, suiteWorld, type Caller, newMiner, taskGrants } from './mining-support';

const c = { ...miningCalls, ...tasksContract, ...guildsContract };
const DAY = 24 * HOUR;

export function factTasksSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  const miner = (): Promise<Caller> => newMiner(world);
  const grants = (user: Caller, code: string): Promise<number> => taskGrants(world, user, code);
  const boosts = async (user: Caller, code: string): Promise<number> => {
    const result = await world.deps.db.query<{ n: string }>(`select count(*)::text as n from mining_boosts where user_id = $1 and source = 'task' and ref = $2`, [user.id, `${code}:`]);
    return Number(result.rows[0]?.n);
  };
  const read = (user: Caller) => call(world, user, c.boostTasks, { query: { boostType: 'general' } });
  const taskOf = async (user: Caller, code: string) => {
    const answer = await read(user);
    const task = answer.tasks.find((entry) => entry.code === code);
    if (!task) throw new Error(`no task ${code}`);
    return { task, mining: answer.mining };
  };
  /** Four reads at once, then one more: the grant is made once. */
  async function readsAtOnce(user: Caller, code: string): Promise<void> {
    const answers = await Promise.all([read(user), read(user), read(user), read(user)]);
    for (const answer of answers) expect(answer.tasks.find((entry) => entry.code === code)).toMatchObject({ isCompleted: true, doneAmount: 1 });
    await read(user);
    expect(await grants(user, code)).toBe(1);
    expect(await boosts(user, code)).toBe(1);
  }

  it('autoclaim: not done when bought, done once it is active on the record, granted once', async () => {
    const user = await miner();
    expect((await taskOf(user, 'autoclaim')).task).toMatchObject({ type: 'autoclaim', group: 'connect', isCompleted: false, doneAmount: 0, reward: '0.5', boostHours: 168 });
    await deposit(world, user, 'TON', '2');
    const body = { to: TREASURY_ADDRESS, amount: '1', tokenAddress: 'TON', chainId: 'TON' as const, accountIndex: 0, dry: false };
    const paid = await call(world, user, c.transfer, { body, idempotencyKey: newKey() });
    if (paid.dry || paid.activatesAt === undefined) throw new Error('the payment was not made');
    const activatesAt = Date.parse(paid.activatesAt);
    // Bought, not yet active (the activation delay): nothing to grant.
    const before = await taskOf(user, 'autoclaim');
    expect(before.task.isCompleted).toBe(false);
    expect(await grants(user, 'autoclaim')).toBe(0);
    world.deps.clock.set(activatesAt - 1);
    expect((await taskOf(user, 'autoclaim')).task.isCompleted).toBe(false);
    world.deps.clock.set(activatesAt);
    await readsAtOnce(user, 'autoclaim');
    const { task, mining } = await taskOf(user, 'autoclaim');
    expect(task).toMatchObject({ currentAddSpeed: '0.5', boostEndsAt: new Date(activatesAt + 7 * DAY).toISOString() });
    // The deposit granted its own task already: the autoclaim's boost adds its 0.5 on top.
    expect(nano(mining.speed) - nano(before.mining.speed)).toBe(500_000_000n);
  });

  it('addAlliance: granted once the user is a member; leaving afterwards takes nothing back', async () => {
    const user = await miner();
    expect((await taskOf(user, 'addAlliance')).task).toMatchObject({ type: 'addAlliance', isCompleted: false, doneAmount: 0 });
    expect(await grants(user, 'addAlliance')).toBe(0);
    await call(world, user, c.setAlliance, { query: { alliance: 'fact_tasks' } });
    await readsAtOnce(user, 'addAlliance');
    expect(nano((await taskOf(user, 'addAlliance')).mining.speed)).toBe(1_300_000_000n);
    await call(world, user, c.setAlliance, { query: {} });
    expect((await taskOf(user, 'addAlliance')).task).toMatchObject({ isCompleted: true, currentAddSpeed: '0.3' });
    await call(world, user, c.setAlliance, { query: { alliance: 'fact_tasks_two' } });
    await read(user);
    expect(await grants(user, 'addAlliance')).toBe(1);
  });

  it('waitlist: granted once the bot recorded the user; a second join keeps the first instant', async () => {
    const user = await miner();
    const other = await miner();
    expect((await taskOf(user, 'waitlist')).task).toMatchObject({ type: 'waitlist', isCompleted: false, url: 'https://t.me/switch_waitlist_bot/app' });
    expect(await control(world, 'GET', `/waitlist?userId=${user.id}`)).toMatchObject({ status: 200, body: { userId: user.id, joinedAt: null } });
    const first = await control(world, 'POST', '/waitlist/join', { userId: user.id });
    expect(first).toMatchObject({ status: 200, body: { userId: user.id, joinedAt: new Date(world.deps.clock.now()).toISOString() } });
    world.deps.clock.set(world.deps.clock.now() + HOUR);
    expect(await control(world, 'POST', '/waitlist/join', { userId: user.id })).toEqual(first);
    await readsAtOnce(user, 'waitlist');
    // Another user's join is theirs alone.
    expect((await taskOf(other, 'waitlist')).task.isCompleted).toBe(false);
    expect(await grants(other, 'waitlist')).toBe(0);
  });

  it('the waitlist controls refuse hostile input and change nothing', async () => {
    for (const body of [{}, { userId: -1 }, { userId: '1; drop table mining_waitlist' }, { userId: 1, extra: true }, { userId: 2 ** 60 }]) {
      expect((await control(world, 'POST', '/waitlist/join', body)).status).toBe(400);
    }
    expect((await control(world, 'GET', '/waitlist?userId=abc')).status).toBe(400);
    const result = await world.deps.db.query<{ n: string }>(`select count(*)::text as n from mining_waitlist where user_id <= 0`);
    expect(result.rows[0]?.n).toBe('0');
  });

  it('a read of the tasks without a mining record is refused and grants nothing', async () => {
    const stranger = newCaller();
    await control(world, 'POST', '/waitlist/join', { userId: stranger.id });
    expect((await callRaw(world, stranger, c.boostTasks, { query: { boostType: 'general' } })).status).toBe(404);
    expect(await grants(stranger, 'waitlist')).toBe(0);
  });
}
