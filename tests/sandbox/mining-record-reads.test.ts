/**
 * The record read's round trips (docs/decisions.md "Friends, guilds and ranks (issue 21)"): every
 * launch reads the miner under its lock, and on a busy machine each statement's round trip costs
 * more than the statement. After the lock, one statement brings the sandbox clock's time, the
 * boosts and the rank thresholds; staking's catch-up runs only for a miner with something locked.
 * The time is still read after the lock (issue 19): a read that waited for another's lock reads a
 * later time than the one it waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_SPEED_UNITS_PER_HOUR } from '../../sandbox/mining/shared/config';
import { currentMiner } from '../../sandbox/mining/shared/current';
import { wireMining } from '../../sandbox/mining/shared/miner';
import { POPULATION_ID_BASE } from '../../sandbox/mining/shared/population';
import { refreshRanks } from '../../sandbox/mining/guilds/ranks-refresh';
import { createStakingDepositInTx } from '../../sandbox/mining/staking/engine';
import { databaseClock } from '../../sandbox/platform/clock';
import type { Db, Queryable } from '../../sandbox/platform/store/database';
import { openSandboxStore } from '../../sandbox/store';

const clock = databaseClock();
let db: Db;

beforeAll(async () => {
  db = await openSandboxStore();
});

afterAll(async () => {
  await db.close();
});

/** `tx` with every statement it runs written down. */
function counted(tx: Queryable, statements: string[]): Queryable {
  return {
    query: (sql, values) => {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      return tx.query(sql, values);
    },
  };
}

/** Seeded miners (the default population), each taken by one test. */
const [PLAIN, FRESH, STAKER] = [POPULATION_ID_BASE + 1, POPULATION_ID_BASE + 2, POPULATION_ID_BASE + 3];

describe('the record read', () => {
  it('is the lock and one statement for a miner who never staked, with the time, the boosts and the thresholds', async () => {
    await db.query('delete from mining_boosts where user_id = $1', [PLAIN]);
    for (const ref of ['a', 'b']) {
      await db.query(
        `insert into mining_boosts (id, user_id, source, units_per_hour, starts_at, ends_at, ref)
         values ($1, $2, 'burn', 7, timestamptz '2025-01-01T00:00:00.123Z', timestamptz '2025-01-02T00:00:00.456Z', $1)`,
        [`record-reads-${ref}`, PLAIN],
      );
    }
    await refreshRanks(db);
    const statements: string[] = [];
    const before = await clock.read(db);
    const current = await db.transaction((tx) => currentMiner(counted(tx, statements), clock, PLAIN));
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/for update$/);
    expect(current.now).toBeGreaterThanOrEqual(before);
    // The base speed, then each boost once, its instants to the millisecond.
    expect(current.segments).toEqual([
      { unitsPerHour: BASE_SPEED_UNITS_PER_HOUR, startsAt: 0, endsAt: null },
      { unitsPerHour: 7n, startsAt: Date.parse('2025-01-01T00:00:00.123Z'), endsAt: Date.parse('2025-01-02T00:00:00.456Z') },
      { unitsPerHour: 7n, startsAt: Date.parse('2025-01-01T00:00:00.123Z'), endsAt: Date.parse('2025-01-02T00:00:00.456Z') },
    ]);
    // The thresholds came with it: the wire answer needs no further statement for the rank.
    expect(current.rankState.population).toBeGreaterThan(0);
    const wire = await db.transaction((tx) => wireMining(counted(tx, statements), current.miner, current.segments, current.now, current.rankState));
    expect(statements).toHaveLength(2);
    expect(wire.guild).toBeGreaterThan(0);
  });

  it('answers a miner with no boost and no recomputation yet with the base speed alone', async () => {
    const fresh = await openSandboxStore();
    try {
      await fresh.query('delete from mining_boosts where user_id = $1', [FRESH]);
      await fresh.query('delete from mining_rank_state');
      const current = await fresh.transaction((tx) => currentMiner(tx, clock, FRESH));
      expect(current.segments).toEqual([{ unitsPerHour: BASE_SPEED_UNITS_PER_HOUR, startsAt: 0, endsAt: null }]);
      expect(current.rankState.population).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('runs staking’s catch-up for a miner with something locked', async () => {
    await db.query(`update mining_users set got_units = 100000000000000 where user_id = $1`, [STAKER]);
    await db.transaction(async (tx) => {
      const now = await clock.read(tx);
      await createStakingDepositInTx(tx, { userId: STAKER, period: '3m', amountUnits: 10_000_000_000_000n, now });
    });
    const statements: string[] = [];
    await db.transaction((tx) => currentMiner(counted(tx, statements), clock, STAKER));
    expect(statements).toHaveLength(3);
    expect(statements[2]).toMatch(/from staking_deposits/);
  });
});
