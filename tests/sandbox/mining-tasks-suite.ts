/**
 * Tasks over the real apps (issue 20): the lists from the seeded catalogue, each task granted only
 * when the sandbox's records show it done (a burn, a claim in the UTC day), once per period, also
 * when reads are replayed or run at once; a grant is a boost on the mining clock with its end time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tasksContract } from '../../adapters/http/contract/mining/tasks';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { type ManualClock } from '../support/manual-clock';
import { HEADERS } from '../../adapters/http/contract/common';
import { mainContract } from '../../adapters/http/contract/main';
import { call, callRaw, control, controlRequest, deposit, HOUR, miningCalls, newCaller, newKey, nano, signedHeaders, type Caller, suiteWorld, newMiner, taskGrants } from './mining-support';

const c = { ...miningCalls, ...tasksContract };

/** The suite, on a store `open` gives (PGlite or PostgreSQL), with a hand-moved clock from START. */
export function tasksSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  const list = (user: Caller, boostType: 'general' | 'subscriptions' | 'pump' = 'general') => call(world, user, c.boostTasks, { query: { boostType } });
  const taskOf = async (user: Caller, code: string) => {
    const answer = await list(user);
    const task = answer.tasks.find((t) => t.code === code);
    if (!task) throw new Error(`no task ${code}`);
    return { task, answer };
  };
  const grants = (user: Caller, code: string): Promise<number> => taskGrants(world, user, code);
  const taskBoosts = async (user: Caller): Promise<number> => {
    const result = await world.deps.db.query<{ n: string }>(`select count(*)::text as n from mining_boosts where user_id = $1 and source = 'task'`, [user.id]);
    return Number(result.rows[0]?.n);
  };

  const miner = (): Promise<Caller> => newMiner(world);

  async function burnOne(user: Caller): Promise<void> {
    await deposit(world, user, 'PUNK', '1');
    await deposit(world, user, 'TON', '0.005');
    await call(world, user, c.burnPunks, { body: { amount: '1' }, idempotencyKey: newKey() });
  }

  describe('the task lists', () => {
    it('answer the seeded catalogue: every group and type, BigPump’s tab and the subscriptions apart', async () => {
      const user = await miner();
      const general = await list(user, 'general');
      const pump = await list(user, 'pump');
      const subscriptions = await list(user, 'subscriptions');
      expect(new Set(general.tasks.map((t) => t.group))).toEqual(new Set(['daily', 'trade', 'subscriptions', 'connect', 'partner']));
      expect(new Set(pump.tasks.map((t) => t.group))).toEqual(new Set(['pump']));
      expect(new Set(subscriptions.tasks.map((t) => t.group))).toEqual(new Set(['subscriptions']));
      const types = new Set([...general.tasks, ...pump.tasks].map((t) => t.type));
      expect(types.size).toBe(17);
      expect(general.tasks.filter((t) => t.minSpeed !== null).map((t) => t.minSpeed).sort()).toEqual(['0.7', '1000000', '10000000', '100000000']);
      // The daily tasks' deadline is the next UTC midnight by the sandbox's clock.
      const daily = general.tasks.find((t) => t.code === 'dailySwap');
      expect(daily?.dttmUpdate).toBe('2025-04-02T00:00:00.000Z');
      expect(general.tasks.every((t) => t.doneAmount === 0 && !t.isCompleted && t.currentAddSpeed === '0')).toBe(true);
    });

    it('refuse an unknown list and a caller without a record', async () => {
      const user = await miner();
      await expect(call(world, user, c.boostTasks, { query: { boostType: 'airdrop<script>' } })).rejects.toThrow(/answered 400/);
      await expect(call(world, newCaller(), c.boostTasks, { query: { boostType: 'general' } })).rejects.toThrow(/answered 404/);
    });
  });

  describe('the burn task', () => {
    it('is done only after a real burn, and adds its 48 h boost once from the time it was seen', async () => {
      const user = await miner();
      expect((await taskOf(user, 'burnPunk')).task.isCompleted).toBe(false);
      await burnOne(user);
      world.deps.clock.advance(60_000);
      const seenAt = world.deps.clock.now();
      const before = (await call(world, user, c.getUserMining)).mining.speed;
      const { task, answer } = await taskOf(user, 'burnPunk');
      expect(task).toMatchObject({ isCompleted: true, doneAmount: 1, currentAddSpeed: '0.5', boostEndsAt: new Date(seenAt + 48 * HOUR).toISOString() });
      expect(nano(answer.mining.speed) - nano(before)).toBe(500_000_000n);
      // Read again, and many at once: nothing more.
      await Promise.all(Array.from({ length: 6 }, () => list(user)));
      expect(await grants(user, 'burnPunk')).toBe(1);
      expect(nano((await list(user)).mining.speed)).toBe(nano(answer.mining.speed));
      // The boost ends at its end time; the task stays done.
      world.deps.clock.advance(48 * HOUR);
      const after = await taskOf(user, 'burnPunk');
      expect(after.task).toMatchObject({ isCompleted: true, currentAddSpeed: '0', boostEndsAt: null });
      expect(nano(after.answer.mining.speed)).toBe(nano(before) - 100_000_000n);
    });
  });

  describe('the daily claim task', () => {
    it('is granted once per UTC calendar day, on a claim that day', async () => {
      const user = await miner();
      world.deps.clock.advance(HOUR);
      expect((await taskOf(user, 'dailyClaim')).task.isCompleted).toBe(false);
      await call(world, user, c.claimMining, { body: {}, idempotencyKey: newKey() });
      expect((await taskOf(user, 'dailyClaim')).task).toMatchObject({ isCompleted: true, currentAddSpeed: '0.2' });
      await call(world, user, c.claimMining, { body: {}, idempotencyKey: newKey() });
      await list(user);
      expect(await grants(user, 'dailyClaim')).toBe(1);
      // The next calendar day (not 24 h later): undone until a claim that day.
      const now = world.deps.clock.now();
      world.deps.clock.set(Math.floor(now / (24 * HOUR)) * 24 * HOUR + 24 * HOUR + 60_000);
      expect((await taskOf(user, 'dailyClaim')).task.doneAmount).toBe(0);
      await call(world, user, c.claimMining, { body: {}, idempotencyKey: newKey() });
      expect((await taskOf(user, 'dailyClaim')).task.isCompleted).toBe(true);
      expect(await grants(user, 'dailyClaim')).toBe(2);
    });
  });

  describe('grants under any schedule of reads', () => {
    it('add exactly one boost per done task, whatever the reads replayed or at once', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.oneof(fc.constant('burn' as const), fc.integer({ min: 1, max: 5 })), { minLength: 1, maxLength: 5 }), async (steps) => {
          const user = await miner();
          let burned = false;
          for (const step of steps) {
            if (step === 'burn') {
              await burnOne(user);
              burned = true;
            } else {
              await Promise.all(Array.from({ length: step }, (_, i) => list(user, (['general', 'pump', 'subscriptions'] as const)[i % 3])));
            }
          }
          await list(user);
          expect(await grants(user, 'burnPunk')).toBe(burned ? 1 : 0);
          expect(await taskBoosts(user)).toBe(burned ? 1 : 0);
        }),
        { numRuns: 12 },
      );
    }, 120_000);
  });

  describe('the daily reward', () => {
    const activate = (user: Caller, key = newKey()) => callRaw(world, user, c.activateDailyBoost, { body: {}, idempotencyKey: key });
    const notified = async (user: Caller): Promise<boolean> => {
      const response = await world.main.request(`${mainContract.totalBalance.path}?accountIndex=0&boostNotification=1`, { headers: signedHeaders(world, user) });
      return mainContract.totalBalance.response.parse(await response.json()).isNotifyForBoost;
    };
    const nextUtcDay = () => world.deps.clock.set(Math.floor(world.deps.clock.now() / (24 * HOUR)) * 24 * HOUR + 24 * HOUR + 60_000);
    const dailyTask = async (user: Caller) => (await taskOf(user, 'dailyReward')).task;

    it('is taken once per UTC day, whatever the keys at once or replayed; the home’s flag clears after it', async () => {
      const user = await miner();
      expect(await dailyTask(user)).toMatchObject({ isCompleted: false, currentDay: 1, reward: '0.1', rewardList: ['0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.8', '1'] });
      // A read never takes it.
      await Promise.all([list(user), list(user)]);
      expect(await grants(user, 'dailyReward')).toBe(0);
      expect(await notified(user)).toBe(true);
      const key = newKey();
      const answers = await Promise.all([activate(user, key), activate(user, key), activate(user), activate(user)]);
      // Whichever key reaches the row first takes it (a race by design): the same key twice answers
      // one receipt, whether it won or was refused; every other key is refused politely.
      const [same, again, ...others] = answers;
      expect(again).toEqual(same);
      const ok = answers.filter((a) => a.status === 200);
      for (const answer of ok) expect(answer.body).toEqual(ok[0]?.body);
      expect(ok.length).toBe(same?.status === 200 ? 2 : 1);
      expect(answers.filter((a) => a.status === 409).every((a) => (a.body as { code?: string }).code === 'already-today')).toBe(true);
      expect(others.filter((a) => a.status === 200).length).toBe(same?.status === 200 ? 0 : 1);
      expect(await activate(user, key)).toEqual(same);
      const body = c.activateDailyBoost.response.parse(ok[0]?.body);
      expect(body).toMatchObject({ reward: '0.1', currentDay: 1, task: { code: 'dailyReward', isCompleted: true, currentAddSpeed: '0.1' } });
      expect(nano(body.mining.speed)).toBe(1_100_000_000n);
      expect(await grants(user, 'dailyReward')).toBe(1);
      expect(await notified(user)).toBe(false);
    });

    it('counts a streak of consecutive calendar days; a day missed starts it again', async () => {
      const user = await miner();
      for (const day of [1, 2, 3]) {
        expect((await dailyTask(user)).currentDay).toBe(day);
        expect(c.activateDailyBoost.response.parse((await activate(user)).body)).toMatchObject({ currentDay: day, reward: ['0.1', '0.2', '0.3'][day - 1] });
        expect((await activate(user)).status).toBe(409);
        nextUtcDay();
      }
      expect(await notified(user)).toBe(true);
      nextUtcDay(); // a day missed
      expect((await dailyTask(user)).currentDay).toBe(1);
      expect(c.activateDailyBoost.response.parse((await activate(user)).body).currentDay).toBe(1);
    });
  });

  describe('a timed partner task (/v2/check/cfts)', () => {
    const start = (user: Caller, code = 'duckChain') => callRaw(world, user, c.checkCfts, { body: { code } });
    const partner = async (user: Caller) => (await taskOf(user, 'duckChain')).task;

    it('is done only once its duration has passed since the server recorded the start; the first start holds, granted once', async () => {
      const user = await miner();
      world.deps.clock.advance(10 * 60_000); // never started: time alone does nothing
      expect((await partner(user)).isCompleted).toBe(false);
      const startedAt = world.deps.clock.now();
      const answers = await Promise.all([start(user), start(user), start(user)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const first = c.checkCfts.response.parse(answers[0]?.body);
      expect(first).toMatchObject({ code: 'duckChain', startedAt: new Date(startedAt).toISOString(), confirmableAt: new Date(startedAt + 60_000).toISOString() });
      world.deps.clock.advance(59_999);
      // Started again later: the first start holds, so no later confirmable time and no earlier one.
      expect(c.checkCfts.response.parse((await start(user)).body).confirmableAt).toBe(first.confirmableAt);
      expect((await partner(user)).isCompleted).toBe(false);
      world.deps.clock.advance(1);
      await Promise.all([list(user), list(user), list(user)]);
      expect(await partner(user)).toMatchObject({ isCompleted: true, currentAddSpeed: '0.3' });
      expect(await grants(user, 'duckChain')).toBe(1);
      // Another timed task keeps its own duration (55 s), started apart.
      await start(user, 'cube');
      world.deps.clock.advance(55_000);
      expect((await taskOf(user, 'cube')).task.isCompleted).toBe(true);
    });

    it('refuses a task without a timer and a hostile code', async () => {
      const user = await miner();
      expect(await start(user, 'burnPunk')).toMatchObject({ status: 404, body: { code: 'unknown-task' } });
      expect((await start(user, '<script>')).status).toBe(400);
      expect((await callRaw(world, newCaller(), c.checkCfts, { body: { code: 'duckChain' } })).status).toBe(404);
    });
  });

  describe('wallet activity (swaps and deposits in the wallet’s history)', () => {
    const usdtOnTon = async (): Promise<string> => {
      const answer = await controlRequest(world.main, '/sandbox/tokens?symbol=USDT&chainId=TON');
      const address = ((await answer.json()) as { tokens: { address: string }[] }).tokens[0]?.address;
      if (!address) throw new Error('no USDT on TON');
      return address;
    };
    /** A TON to USDT swap through the main API, as the wallet's swap screen makes it. */
    async function swapTon(user: Caller, ton: string): Promise<void> {
      const headers = { ...signedHeaders(world, user), [HEADERS.idempotencyKey]: newKey(), [HEADERS.walletIndex]: '0' };
      const body = { offer_jetton: 'TON', offer_amount: nano(ton).toString(), ask_jetton: await usdtOnTon(), min_ask_amount: '1', provider: 'stonfi' };
      const response = await world.main.request(mainContract.tonSwap.path, { method: 'POST', headers, body: JSON.stringify(body) });
      if (response.status !== 200) throw new Error(`swap answered ${response.status}: ${await response.text()}`);
    }
    const done = async (user: Caller, codes: readonly string[]) => {
      const answer = await list(user);
      return Object.fromEntries(codes.map((code) => [code, answer.tasks.find((t) => t.code === code)?.doneAmount]));
    };

    it('a swap above $10 completes the TON and the daily swap tasks once; a smaller one, one before the record or on another network does not', async () => {
      const user = newCaller();
      await deposit(world, user, 'TON', '40');
      await swapTon(user, '3'); // before the mining record: outside the window
      world.deps.clock.advance(60_000);
      await call(world, user, c.createUserMining, { body: {} });
      await swapTon(user, '1'); // about $5.4: not above $10
      expect(await done(user, ['swapTon', 'dailySwap', 'swapBase'])).toEqual({ swapTon: 0, dailySwap: 0, swapBase: 0 });
      const before = nano((await call(world, user, c.getUserMining)).mining.speed);
      await swapTon(user, '5'); // about $27
      const answers = await Promise.all(Array.from({ length: 5 }, () => list(user)));
      const after = await taskOf(user, 'swapTon');
      expect(after.task).toMatchObject({ isCompleted: true, currentAddSpeed: '0.5', boostEndsAt: new Date(world.deps.clock.now() + 24 * HOUR).toISOString() });
      expect((await taskOf(user, 'dailySwap')).task.isCompleted).toBe(true);
      expect((await taskOf(user, 'swapBase')).task.isCompleted).toBe(false);
      expect(nano(after.answer.mining.speed) - before).toBe(1_000_000_000n);
      expect(answers.every((a) => a.mining.speed === after.answer.mining.speed)).toBe(true);
      expect([await grants(user, 'swapTon'), await grants(user, 'dailySwap')]).toEqual([1, 1]);
      // The next UTC day: the daily swap is to do again, the once-only swap task stays done.
      world.deps.clock.set(Math.floor(world.deps.clock.now() / (24 * HOUR)) * 24 * HOUR + 24 * HOUR + 60_000);
      expect(await done(user, ['swapTon', 'dailySwap'])).toEqual({ swapTon: 1, dailySwap: 0 });
      await swapTon(user, '5');
      expect(await done(user, ['dailySwap'])).toEqual({ dailySwap: 1 });
      expect([await grants(user, 'swapTon'), await grants(user, 'dailySwap')]).toEqual([1, 2]);
    });

    it('deposits complete the deposit tasks from $10 and 20 PUNK, the boost scaled per dollar and per PUNK up to its cap', async () => {
      const user = await miner();
      await deposit(world, user, 'PUNK', '19');
      expect(await done(user, ['depositPunk', 'depositUsd'])).toEqual({ depositPunk: 0, depositUsd: 0 });
      // The reward shown is what the deposits so far would give, at least the minimum's.
      expect((await taskOf(user, 'depositPunk')).task.reward).toBe('0.175');
      await deposit(world, user, 'PUNK', '81'); // 100 PUNK: 100 x 0.00875
      await Promise.all([list(user), list(user), list(user)]);
      expect((await taskOf(user, 'depositPunk')).task).toMatchObject({ isCompleted: true, reward: '0.875', currentAddSpeed: '0.875' });
      // 100 PUNK is about $1.25: the dollar task waits for $10.
      expect((await taskOf(user, 'depositUsd')).task.isCompleted).toBe(false);
      await deposit(world, user, 'USDT', '1000'); // capped at $100: 100 x 0.05
      expect((await taskOf(user, 'depositUsd')).task).toMatchObject({ isCompleted: true, reward: '5', currentAddSpeed: '5' });
      // More deposits after the grant add nothing.
      await deposit(world, user, 'PUNK', '9000');
      expect((await taskOf(user, 'depositPunk')).task).toMatchObject({ reward: '0.875', currentAddSpeed: '0.875' });
      expect([await grants(user, 'depositPunk'), await grants(user, 'depositUsd')]).toEqual([1, 1]);
      const capped = await miner();
      await deposit(world, capped, 'PUNK', '9000');
      expect((await taskOf(capped, 'depositPunk')).task).toMatchObject({ isCompleted: true, currentAddSpeed: '70' });
    });

    it('sniping takes a buy of 10 TON; the Secret Society two of its conditions', async () => {
      const user = await miner();
      await deposit(world, user, 'TON', '300');
      await swapTon(user, '9.9');
      expect((await list(user, 'pump')).tasks.find((t) => t.code === 'bigpumpSniping')?.isCompleted).toBe(false);
      await swapTon(user, '10');
      const pump = await list(user, 'pump');
      expect(pump.tasks.find((t) => t.code === 'bigpumpSniping')).toMatchObject({ isCompleted: true, currentAddSpeed: '1' });
      expect(await done(user, ['secretSociety'])).toEqual({ secretSociety: 0 });
      await deposit(world, user, 'PUNK', '1000');
      expect(await done(user, ['secretSociety'])).toEqual({ secretSociety: 1 });
      await swapTon(user, '200'); // above $1000 in one swap
      expect((await taskOf(user, 'secretSociety')).task).toMatchObject({ doneAmount: 2, maxAmount: 2, isCompleted: true, currentAddSpeed: '2' });
      expect(await grants(user, 'secretSociety')).toBe(1);
    });

    it('the trading challenges take the swaps since the record in all: the whale at $10,000, the shark not yet, once', async () => {
      const user = await miner();
      await deposit(world, user, 'TON', '2000');
      await swapTon(user, '1000'); // about $5,400
      expect(await done(user, ['partnerWhale', 'partnerShark', 'partnerKraken'])).toEqual({ partnerWhale: 0, partnerShark: 0, partnerKraken: 0 });
      await swapTon(user, '900'); // about $4,900 more: above $10,000 in all
      await Promise.all([list(user), list(user), list(user)]);
      expect((await taskOf(user, 'partnerWhale')).task).toMatchObject({ doneAmount: 1, isCompleted: true, currentAddSpeed: '10' });
      expect(await done(user, ['partnerShark', 'partnerKraken'])).toEqual({ partnerShark: 0, partnerKraken: 0 });
      expect([await grants(user, 'partnerWhale'), await grants(user, 'partnerShark')]).toEqual([1, 0]);
    });
  });

  describe('a channel subscription', () => {
    const membership = (user: Caller, channel: string, action: 'join' | 'leave') => control(world, 'POST', `/channels/${channel}/${action}`, { userId: user.id });
    const confirm = (user: Caller, key = newKey()) => callRaw(world, user, c.confirmSubscription, { body: { subscriptionType: 'subscription' }, idempotencyKey: key });

    it('is refused while the channel records do not show the user a member, and grants once after Join', async () => {
      const user = await miner();
      expect(await confirm(user)).toMatchObject({ status: 409, body: { code: 'not-a-member' } });
      // Joined and left again: still not a member.
      await membership(user, 'switch_news', 'join');
      await membership(user, 'switch_news', 'leave');
      expect(await confirm(user)).toMatchObject({ status: 409, body: { code: 'not-a-member' } });
      await membership(user, 'switch_news', 'join');
      expect(await control(world, 'GET', `/channels/switch_news?userId=${String(user.id)}`)).toMatchObject({ status: 200, body: { member: true } });
      const key = newKey();
      // The same key at once, other keys at once, and the key replayed: one grant, one boost.
      const answers = await Promise.all([confirm(user, key), confirm(user, key), confirm(user), confirm(user)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(await confirm(user, key)).toEqual(answers[0]);
      const body = c.confirmSubscription.response.parse(answers[0]?.body);
      expect(body.task).toMatchObject({ code: 'subscription', isCompleted: true, currentAddSpeed: '0.5', boostEndsAt: new Date(world.deps.clock.now() + 72 * HOUR).toISOString() });
      expect(nano(body.mining.speed)).toBe(1_500_000_000n);
      expect(await grants(user, 'subscription')).toBe(1);
      expect(await taskBoosts(user)).toBe(1);
      // Leaving afterwards takes nothing back and grants nothing more.
      await membership(user, 'switch_news', 'leave');
      expect((await confirm(user)).status).toBe(200);
      expect(await grants(user, 'subscription')).toBe(1);
    });

    it('refuses a task that is not a channel subscription, and a hostile channel name', async () => {
      const user = await miner();
      expect(await callRaw(world, user, c.confirmSubscription, { body: { subscriptionType: 'burnPunk' }, idempotencyKey: newKey() })).toMatchObject({ status: 404, body: { code: 'unknown-task' } });
      expect(await callRaw(world, user, c.confirmSubscription, { body: { subscriptionType: '<script>' }, idempotencyKey: newKey() })).toMatchObject({ status: 400 });
      expect((await control(world, 'POST', '/channels/a%20b/join', { userId: user.id })).status).toBe(400);
      expect((await control(world, 'POST', '/channels/switch_news/subscribe', { userId: user.id })).status).toBe(400);
    });
  });
}
