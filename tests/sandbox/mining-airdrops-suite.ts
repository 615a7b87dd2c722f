/**
 * Airdrops over the real apps (issue 20; docs/decisions/airdrops.md "Airdrops (issue 20)"): locked until the
 * user has invited 3 friends (real referrals), each task confirmed only when the sandbox's records
 * show it done (the host page's channel Join, deposits in the wallet's ledger), and the airdrop
 * entered once, a boost of its speed until its deadline, whatever the requests replayed or at once.
 */
import { describe, expect, it } from 'vitest';
import { airdropsContract } from '../../adapters/http/contract/mining/airdrops';
import { tasksContract } from '../../adapters/http/contract/mining/tasks';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { type ManualClock } from '../support/manual-clock';
import { call, callRaw, control, deposit, miningCalls, nano, newCaller, newKey, suiteWorld, type Caller } from './mining-support';

const c = { ...miningCalls, ...tasksContract, ...airdropsContract };
const LIQUID = 'ad-liquid-staking';
const LAUNCH = 'ad-switch-launch';

export function airdropsSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  const list = (user: Caller) => call(world, user, c.airdrops, { query: { boostType: 'airdrop' } });
  const confirm = (user: Caller, airdropId: string, code: string, key = newKey()) =>
    callRaw(world, user, c.confirmSubscription, { body: { subscriptionType: code, airdropId }, idempotencyKey: key });
  const join = (user: Caller, channel: string) => control(world, 'POST', `/channels/${channel}/join`, { userId: user.id });
  const entries = async (user: Caller): Promise<number> => {
    const result = await world.deps.db.query<{ n: number }>(`select count(*)::int as n from mining_airdrop_entries where user_id = $1`, [user.id]);
    return result.rows[0]?.n ?? 0;
  };
  const airdropBoosts = async (user: Caller): Promise<number> => {
    const result = await world.deps.db.query<{ n: number }>(`select count(*)::int as n from mining_boosts where user_id = $1 and source = 'airdrop'`, [user.id]);
    return result.rows[0]?.n ?? 0;
  };

  async function miner(ref?: Caller): Promise<Caller> {
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: ref === undefined ? {} : { ref: String(ref.id) } });
    return user;
  }

  /** A miner who has invited `friends` friends through the invite link. */
  async function inviter(friends: number): Promise<Caller> {
    const user = await miner();
    for (let i = 0; i < friends; i += 1) await miner(user);
    return user;
  }

  describe('the lock', () => {
    it('counts real invited friends, says how many are missing, and opens at 3', async () => {
      const user = await miner();
      const first = await list(user);
      expect(first).toMatchObject({ friendsAmount: 0, friendsRequired: 3 });
      expect(first.tasks.map((airdrop) => airdrop.id)).toEqual([LIQUID, LAUNCH]);
      // A friend of a friend is not the user's friend.
      const friend = await miner(user);
      await miner(friend);
      await miner(user);
      expect((await list(user)).friendsAmount).toBe(2);
      await join(user, 'switch_news');
      expect(await confirm(user, LAUNCH, 'subscription')).toMatchObject({ status: 409, body: { code: 'airdrops-locked' } });
      await miner(user);
      expect((await list(user)).friendsAmount).toBe(3);
      expect((await confirm(user, LAUNCH, 'subscription')).status).toBe(200);
    });

    it('answers the seed’s fields: deadline, speed, winners, a prize pool as a number or a range, the tasks', async () => {
      const user = await miner();
      const answer = await list(user);
      const liquid = answer.tasks.find((airdrop) => airdrop.id === LIQUID);
      expect(liquid).toMatchObject({ code: 'liquidStaking', airDropSpeed: '1', winnerAmount: 50, pricePool: { min: '500', max: '1000' }, isCompleted: false });
      expect(liquid?.tasks.map((task) => [task.code, task.url, task.token, task.isCompleted])).toEqual([
        ['subscription', 'https://t.me/liquid_staking', null, false],
        ['deposit', null, 'TON', false],
      ]);
      expect(answer.tasks.find((airdrop) => airdrop.id === LAUNCH)).toMatchObject({ pricePool: '10000', airDropSpeed: '0.5', winnerAmount: 100 });
    });
  });

  describe('the tasks', () => {
    it('confirm a channel only after the host page’s Join, a deposit only after $10 of TON reached the ledger', async () => {
      const user = await inviter(3);
      expect(await confirm(user, LIQUID, 'subscription')).toMatchObject({ status: 409, body: { code: 'not-a-member' } });
      expect(await confirm(user, LIQUID, 'deposit')).toMatchObject({ status: 409, body: { code: 'no-deposit' } });
      await join(user, 'liquid_staking');
      const joined = await confirm(user, LIQUID, 'subscription');
      expect(joined.status).toBe(200);
      const body = c.confirmSubscription.response.parse(joined.body);
      expect(body.airdrop?.tasks.map((task) => task.isCompleted)).toEqual([true, false]);
      expect(body.airdrop?.isCompleted).toBe(false);
      expect(body.task).toBeUndefined();
      // A deposit of another token, or of too little TON, is not the task's.
      await deposit(world, user, 'USDT', '50');
      await deposit(world, user, 'TON', '0.5');
      expect(await confirm(user, LIQUID, 'deposit')).toMatchObject({ status: 409, body: { code: 'no-deposit' } });
      const before = nano((await call(world, user, c.getUserMining)).mining.speed);
      await deposit(world, user, 'TON', '5');
      const deposited = c.confirmSubscription.response.parse((await confirm(user, LIQUID, 'deposit')).body);
      expect(deposited.airdrop).toMatchObject({ isCompleted: true });
      // Entered: the airdrop's speed, 1 SWITCH/h, until its deadline.
      expect(nano(deposited.mining.speed) - before).toBe(1_000_000_000n);
      const boost = await world.deps.db.query<{ ends_at: Date }>(`select ends_at from mining_boosts where user_id = $1 and source = 'airdrop'`, [user.id]);
      expect(boost.rows[0]?.ends_at.toISOString()).toBe('2027-03-31T23:59:59.000Z');
      expect((await list(user)).tasks.find((airdrop) => airdrop.id === LIQUID)?.isCompleted).toBe(true);
    });

    it('enter the airdrop once, whatever the requests replayed or at once', async () => {
      const user = await inviter(3);
      await join(user, 'switch_news');
      await join(user, 'x_switch_wallet');
      expect((await confirm(user, LAUNCH, 'subscription')).status).toBe(200);
      const key = newKey();
      const answers = await Promise.all([
        confirm(user, LAUNCH, 'subscriptionTwitter', key),
        confirm(user, LAUNCH, 'subscriptionTwitter', key),
        confirm(user, LAUNCH, 'subscriptionTwitter'),
        confirm(user, LAUNCH, 'subscription'),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(await confirm(user, LAUNCH, 'subscriptionTwitter', key)).toEqual(answers[0]);
      expect(await entries(user)).toBe(1);
      expect(await airdropBoosts(user)).toBe(1);
      const rows = await world.deps.db.query<{ n: number }>(`select count(*)::int as n from mining_airdrop_tasks where user_id = $1`, [user.id]);
      expect(rows.rows[0]?.n).toBe(2);
    });

    it('refuse after the deadline, an unknown airdrop or task, and hostile input', async () => {
      const user = await inviter(3);
      await join(user, 'liquid_staking');
      expect(await confirm(user, 'ad-nope', 'subscription')).toMatchObject({ status: 404, body: { code: 'unknown-airdrop' } });
      expect(await confirm(user, LAUNCH, 'deposit')).toMatchObject({ status: 404, body: { code: 'unknown-task' } });
      expect((await confirm(user, '<script>', 'subscription')).status).toBe(400);
      expect((await confirm(user, LIQUID, 'sub scription')).status).toBe(400);
      expect((await callRaw(world, user, c.airdrops, { query: { boostType: 'general' } })).status).toBe(400);
      world.deps.clock.set(Date.parse('2027-04-01T00:00:00.000Z'));
      expect(await confirm(user, LIQUID, 'subscription')).toMatchObject({ status: 409, body: { code: 'airdrop-ended' } });
      expect(await entries(user)).toBe(0);
    });
  });

  describe('the X account', () => {
    it('the list’s subscriptionTwitter task is done once the host page followed x_switch_wallet, granted once', async () => {
      const user = await miner();
      const twitter = async () => (await call(world, user, c.boostTasks, { query: { boostType: 'subscriptions' } })).tasks.find((task) => task.code === 'subscriptionTwitter');
      expect(await twitter()).toMatchObject({ isCompleted: false });
      await join(user, 'x_switch_wallet');
      await Promise.all([twitter(), twitter(), twitter()]);
      expect(await twitter()).toMatchObject({ isCompleted: true, currentAddSpeed: '0.3' });
      const grants = await world.deps.db.query<{ n: number }>(`select count(*)::int as n from mining_task_grants where user_id = $1 and code = 'subscriptionTwitter'`, [user.id]);
      expect(grants.rows[0]?.n).toBe(1);
    });
  });
}
