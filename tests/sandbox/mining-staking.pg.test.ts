/**
 * Staking's money on a real PostgreSQL server (the suite: mining-staking-suite.ts), and the reward
 * on the running sandbox's own clock: the database's time plus the offset the controls move.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stakingContract } from '../../adapters/http/contract/mining/staking';
import { createApp } from '../../sandbox/app';
import { databaseClock } from '../../sandbox/platform/clock';
import { manualClock } from '../support/manual-clock';
import { openPostgresTestDb, postgresTestDeps } from '../support/postgres-db';
import { call, control, HOUR, miningCalls, nano, newCaller, newKey, type MiningWorld } from './mining-support';
import { stakingSuite } from './mining-staking-suite';

stakingSuite((clock) => postgresTestDeps(clock));

describe('the reward on the database’s clock', () => {
  let world: MiningWorld;
  beforeAll(async () => {
    const db = await openPostgresTestDb();
    // Init data is signed and checked with real time; every value takes the database's clock.
    const real = manualClock(Date.now());
    const deps = { db, clock: { ...real, ...databaseClock() }, realClock: real, botToken: 'test-bot-token' };
    world = { deps, main: createApp(deps, { kind: 'main', allowedOrigins: ['*'] }), mining: createApp(deps, { kind: 'mining', allowedOrigins: ['*'] }) };
  }, 120_000);
  afterAll(async () => {
    await world?.deps.db.close();
  });

  it('credits the full hours the database’s clock has passed, whatever the process’s clock says', async () => {
    const c = { ...miningCalls, ...stakingContract };
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: {} });
    await control(world, 'POST', '/staking/mined', { userId: user.id, amount: '2000' });
    const { deposit } = await call(world, user, c.stakingDeposit, { body: { amount: '2000', period: '1y' }, idempotencyKey: newKey() });
    const before = nano((await call(world, user, c.getUserMining)).mining.gotAmount);
    await world.deps.clock.moveBy(world.deps.db, 5 * HOUR);
    const after = await call(world, user, c.stakingList);
    // The test's own few ms cannot make a sixth hour.
    expect(nano(after.mining.gotAmount) - before).toBe(5n * nano(deposit?.hourReward ?? ''));
    expect(nano(after.deposits[0]?.gotAmount ?? '')).toBe(5n * nano(deposit?.hourReward ?? ''));
  });
});
