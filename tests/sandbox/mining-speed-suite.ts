/**
 * Why the speed is what it is (issue 20), over the real apps: GET /mining/speed answers the base
 * speed and every boost in force (burn, task, daily reward) with its source and end, from the rows
 * the mining clock sums, so the parts add up to the record's speed exactly; a boost past its end by
 * the sandbox (database) clock is gone from both at the same instant.
 */
import { expect, it } from 'vitest';
import { speedContract } from '../../adapters/http/contract/mining/speed';
import { tasksContract } from '../../adapters/http/contract/mining/tasks';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import type { ManualClock } from '../support/manual-clock';
import { call, deposit, HOUR, miningCalls, nano, newCaller, newKey, type Caller, suiteWorld, newMiner } from './mining-support';

const c = { ...miningCalls, ...tasksContract, ...speedContract };

export function speedSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  const miner = (): Promise<Caller> => newMiner(world);

  const breakdown = (user: Caller) => call(world, user, c.speedBreakdown);
  const sum = (parts: readonly { speed: string }[]): bigint => parts.reduce((total, part) => total + nano(part.speed), 0n);

  /** The breakdown and the record read at one clock instant (the manual clock does not move between them). */
  async function both(user: Caller) {
    const parts = await breakdown(user);
    const record = await call(world, user, c.getUserMining);
    expect(parts.serverTime).toBe(record.serverTime);
    return { parts, record };
  }

  it('a new miner has the base speed alone', async () => {
    const user = await miner();
    const { parts, record } = await both(user);
    expect(parts.parts).toEqual([{ source: 'base', task: null, speed: '1', count: 1, dttmStart: null, dttmEnd: null }]);
    expect(parts.speed).toBe(record.mining.speed);
  });

  it('after a burn, the tasks it completes and the daily reward, the parts sum to the record’s speed, each with its source and end', async () => {
    const user = await miner();
    await deposit(world, user, 'PUNK', '10');
    await deposit(world, user, 'TON', '0.005');
    await call(world, user, c.burnPunks, { body: { amount: '10' }, idempotencyKey: newKey() });
    const burnedAt = world.deps.clock.now();
    world.deps.clock.advance(60_000);
    await call(world, user, c.boostTasks, { query: { boostType: 'general' } }); // grants the burn task
    const taskAt = world.deps.clock.now();
    world.deps.clock.advance(60_000);
    await call(world, user, c.activateDailyBoost, { body: {}, idempotencyKey: newKey() });
    const dailyAt = world.deps.clock.now();

    const { parts, record } = await both(user);
    expect(sum(parts.parts)).toBe(nano(record.mining.speed));
    expect(parts.speed).toBe(record.mining.speed);
    const bySource = (source: string) => parts.parts.filter((part) => part.source === source);
    expect(bySource('base')).toHaveLength(1);
    expect(bySource('burn')).toEqual([{ source: 'burn', task: null, speed: '1', count: 1, dttmStart: new Date(burnedAt).toISOString(), dttmEnd: new Date(burnedAt + 48 * HOUR).toISOString() }]);
    expect(bySource('task')).toEqual([expect.objectContaining({ task: { code: 'burnPunk', type: 'burn' }, dttmEnd: new Date(taskAt + 48 * HOUR).toISOString() })]);
    expect(bySource('daily-reward')).toEqual([expect.objectContaining({ task: expect.objectContaining({ code: 'dailyReward' }), speed: '0.1', dttmEnd: new Date(dailyAt + 24 * HOUR).toISOString() })]);
    // Soonest end first after the base speed.
    const ends = parts.parts.slice(1).map((part) => Date.parse(part.dttmEnd ?? ''));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
  });

  it('a boost is gone at its end by the sandbox clock, from the parts and the speed at once', async () => {
    const user = await miner();
    await call(world, user, c.activateDailyBoost, { body: {}, idempotencyKey: newKey() });
    const dailyAt = world.deps.clock.now();
    world.deps.clock.set(dailyAt + 24 * HOUR - 1);
    const before = await both(user);
    expect(before.parts.parts.map((part) => part.source)).toEqual(['base', 'daily-reward']);
    expect(sum(before.parts.parts)).toBe(nano(before.record.mining.speed));
    world.deps.clock.set(dailyAt + 24 * HOUR);
    const after = await both(user);
    expect(after.parts.parts.map((part) => part.source)).toEqual(['base']);
    expect(sum(after.parts.parts)).toBe(nano(after.record.mining.speed));
    expect(after.record.mining.speed).toBe('1');
  });

  it('1,001 boosts in force (issue 43): one part per source and task, with counts and the soonest end, adding up to the speed exactly', async () => {
    const user = await miner();
    await deposit(world, user, 'PUNK', '2');
    await deposit(world, user, 'TON', '0.01');
    const firstAt = world.deps.clock.now();
    const burned = await call(world, user, c.burnPunks, { body: { amount: '1' }, idempotencyKey: newKey() });
    world.deps.clock.advance(60_000);
    await call(world, user, c.burnPunks, { body: { amount: '1' }, idempotencyKey: newKey() });
    // 998 more burn boosts like the first, one minute apart after the second: rows as the burn
    // writes them (burn/engine.ts), made in one statement because 1,000 burns through the API take
    // minutes; the read under test sees only the rows.
    await world.deps.db.query(
      `insert into mining_boosts (id, user_id, source, units_per_hour, starts_at, ends_at, ref)
       select 'boost_bulk_' || g, b.user_id, b.source, b.units_per_hour, b.starts_at + g * interval '1 minute', b.ends_at + g * interval '1 minute', b.ref || '_' || g
         from mining_boosts b, generate_series(2, 999) g where b.ref = $1`,
      [burned.burnId],
    );
    world.deps.clock.advance(999 * 60_000);
    await call(world, user, c.activateDailyBoost, { body: {}, idempotencyKey: newKey() });

    const { parts, record } = await both(user);
    expect(parts.speed).toBe(record.mining.speed);
    expect(sum(parts.parts)).toBe(nano(record.mining.speed));
    expect(parts.parts.map((part) => [part.source, part.task?.code ?? null, part.count])).toEqual([
      ['base', null, 1],
      ['daily-reward', 'dailyReward', 1],
      ['burn', null, 1000],
      ['task', 'burnPunk', 1],
    ]);
    const burn = parts.parts.find((part) => part.source === 'burn');
    expect(burn).toMatchObject({ speed: '100', dttmStart: new Date(firstAt).toISOString(), dttmEnd: new Date(firstAt + 48 * HOUR).toISOString() });
    expect(parts.parts.length).toBeLessThan(1000);
  });

  it('refuses a caller without a mining record', async () => {
    await expect(breakdown(newCaller())).rejects.toThrow(/answered 404/);
  });
}
