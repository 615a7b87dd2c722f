/**
 * The create-coin task over the real apps (issue 20; docs/decisions/tasks.md "Tasks (issue 20)",
 * "Create-coin task"): a coin counts only when BigPump's records (the sandbox's, written by its
 * control) show it created by this user after the mining record; each counted coin adds its own
 * 24 h boost, once per coin whatever the keys, concurrent or replayed, and five at the most.
 */
import { describe, expect, it } from 'vitest';
import { createCoinContract } from '../../adapters/http/contract/mining/create-coin';
import { tasksContract } from '../../adapters/http/contract/mining/tasks';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import type { ManualClock } from '../support/manual-clock';
import { call, callRaw, control, HOUR, miningCalls, nano, newCaller, newKey, newMiner, suiteWorld, taskGrants, type Caller } from './mining-support';

const c = { ...miningCalls, ...tasksContract, ...createCoinContract };
const CODE = 'bigpumpCreateCoin';

export function createCoinSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  const miner = (): Promise<Caller> => newMiner(world);
  const grants = (user: Caller): Promise<number> => taskGrants(world, user, CODE);
  const taskOf = async (user: Caller) => {
    const answer = await call(world, user, c.boostTasks, { query: { boostType: 'pump' } });
    const task = answer.tasks.find((entry) => entry.code === CODE);
    if (!task) throw new Error(`no task ${CODE}`);
    return { task, speed: nano(answer.mining.speed) };
  };
  /** What BigPump records when the user creates a coin there: its creation transaction's hash. */
  const createCoin = async (user: Caller, name = 'Moon Cat', ticker = 'MCAT'): Promise<string> => {
    const answer = await control(world, 'POST', '/bigpump/coins', { userId: user.id, name, ticker });
    if (answer.status !== 200) throw new Error(`the coin control answered ${String(answer.status)}: ${JSON.stringify(answer.body)}`);
    return (answer.body as { hash: string }).hash;
  };
  const check = (user: Caller, hash: string, key = newKey()) => callRaw(world, user, c.checkHash, { body: { hash }, idempotencyKey: key });

  describe('a coin created on BigPump', () => {
    it('counts once per coin whatever the keys, each coin with its own 24 h boost; a list read never counts one', async () => {
      const user = await miner();
      expect((await taskOf(user)).task).toMatchObject({ type: 'bigpump', group: 'pump', doneAmount: 0, maxAmount: 5, isCompleted: false, reward: '1' });
      const first = await createCoin(user);
      expect((await taskOf(user)).task.doneAmount).toBe(0);
      expect(await grants(user)).toBe(0);

      const key = newKey();
      // The same key at once, other keys at once: one count; the others say it is counted.
      const answers = await Promise.all([check(user, first, key), check(user, first, key), check(user, first), check(user, first)]);
      const byStatus = answers.map((answer) => answer.status).sort();
      expect(byStatus).toEqual([200, 200, 409, 409]);
      expect(answers.filter((answer) => answer.status === 409).map((answer) => (answer.body as { code: string }).code)).toEqual(['coin-counted', 'coin-counted']);
      expect(await check(user, first, key)).toEqual(answers[0]);
      const body = c.checkHash.response.parse(answers[0]?.body);
      expect(body.coin).toMatchObject({ hash: first, name: 'Moon Cat', ticker: 'MCAT' });
      expect(body.task).toMatchObject({ code: CODE, doneAmount: 1, isCompleted: false, currentAddSpeed: '1', boostEndsAt: new Date(world.deps.clock.now() + 24 * HOUR).toISOString() });
      expect(nano(body.mining.speed)).toBe(2_000_000_000n);
      expect(await grants(user)).toBe(1);

      // A second coin, two hours later: its own boost beside the first.
      world.deps.clock.advance(2 * HOUR);
      const second = await createCoin(user, 'Pump Dog', 'pdog');
      const counted = c.checkHash.response.parse((await check(user, second)).body);
      expect(counted.coin.ticker).toBe('PDOG');
      expect(counted.task).toMatchObject({ doneAmount: 2, currentAddSpeed: '2', boostEndsAt: new Date(world.deps.clock.now() + 24 * HOUR).toISOString() });
      expect(nano(counted.mining.speed)).toBe(3_000_000_000n);
      // The first coin's boost ends 24 h after it was counted; the second's runs on.
      world.deps.clock.advance(23 * HOUR);
      expect(await taskOf(user)).toMatchObject({ task: { doneAmount: 2, currentAddSpeed: '1' }, speed: 2_000_000_000n });
      expect(await grants(user)).toBe(2);
    });

    it('counts five coins at the most, also sent at once', async () => {
      const user = await miner();
      const hashes: string[] = [];
      for (let index = 0; index < 7; index += 1) hashes.push(await createCoin(user, `Coin ${String(index)}`, `C${String(index)}X`));
      const answers = await Promise.all(hashes.map((hash) => check(user, hash)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
      expect(answers.filter((answer) => answer.status === 409).map((answer) => (answer.body as { code: string }).code)).toEqual(['coins-done', 'coins-done']);
      expect(await grants(user)).toBe(5);
      const { task, speed } = await taskOf(user);
      expect(task).toMatchObject({ doneAmount: 5, isCompleted: true, currentAddSpeed: '5' });
      expect(speed).toBe(6_000_000_000n);
      // Read again and again: still five.
      await Promise.all([taskOf(user), taskOf(user)]);
      expect(await grants(user)).toBe(5);
    });

    it('is refused for another user’s coin, a hash BigPump does not know, and a coin made before the mining record', async () => {
      const user = await miner();
      const other = await miner();
      const theirs = await createCoin(other);
      expect(await check(user, theirs)).toMatchObject({ status: 409, body: { code: 'coin-not-yours' } });
      expect(await check(user, 'ab'.repeat(32))).toMatchObject({ status: 404, body: { code: 'unknown-coin' } });
      // Made on BigPump before the user started mining: activity before the record does not count.
      const early = newCaller();
      const before = await createCoin(early);
      world.deps.clock.advance(1_000);
      await call(world, early, miningCalls.createUserMining, { body: {} });
      expect(await check(early, before)).toMatchObject({ status: 409, body: { code: 'coin-before-mining' } });
      expect(await grants(user)).toBe(0);
      expect(await grants(early)).toBe(0);
      // The owner still counts theirs.
      expect((await check(other, theirs)).status).toBe(200);
    });

    it('refuses hostile and malformed hashes, a missing key, no record, and hostile coins at the control', async () => {
      const user = await miner();
      const hash = await createCoin(user);
      for (const bad of [hash.toUpperCase(), hash.slice(1), `${hash}0`, ` ${hash}`, '<script>alert(1)</script>', `${hash.slice(0, 63)}g`, 'x'.repeat(10_000), '']) {
        expect((await check(user, bad)).status, bad.slice(0, 20)).toBe(400);
      }
      expect((await callRaw(world, user, c.checkHash, { body: { hash: 42 }, idempotencyKey: newKey() })).status).toBe(400);
      expect((await callRaw(world, user, c.checkHash, { body: { hash } })).status).toBe(400);
      expect((await check(newCaller(), hash)).status).toBe(404);
      for (const coin of [
        { name: '<img src=x>', ticker: 'OK' },
        { name: '', ticker: 'OK' },
        { name: 'x'.repeat(33), ticker: 'OK' },
        { name: 'Fine', ticker: 'A' },
        { name: 'Fine', ticker: 'TOOLONGTICKER' },
        { name: 'Fine', ticker: 'Ð$' },
        { name: 'Fine\u202e', ticker: 'OK' },
      ]) {
        expect((await control(world, 'POST', '/bigpump/coins', { userId: user.id, ...coin })).status, JSON.stringify(coin)).toBe(400);
      }
      expect((await control(world, 'POST', '/bigpump/coins', { userId: user.id, name: 'Fine', ticker: 'OK', extra: 1 })).status).toBe(400);
      // Nothing of that was counted, and the real coin still counts.
      expect(await grants(user)).toBe(0);
      expect((await check(user, hash)).status).toBe(200);
      const listed = await control(world, 'GET', `/bigpump/coins?userId=${String(user.id)}`);
      expect(listed).toMatchObject({ status: 200, body: { coins: [{ hash, name: 'Moon Cat', ticker: 'MCAT' }] } });
    });
  });
}
