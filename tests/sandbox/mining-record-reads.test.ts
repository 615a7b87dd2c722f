/**
 * The record read's round trips (docs/decisions/frens-guilds-ranks.md "Friends, guilds and ranks (issue 21)"): every
 * launch reads the miner, and on a busy machine each statement's round trip costs more than the
 * statement. With nothing due to be caught up it is one statement without a lock (the row, the
 * time, the boosts and the thresholds in one view); otherwise the lock, then one statement for
 * the time, the boosts and the thresholds, and staking's catch-up only for a miner with something
 * locked. Under the lock the time is still read after it (issue 19).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_SPEED_UNITS_PER_HOUR } from '../../sandbox/mining/shared/config';
import { currentMiner, settledMiner } from '../../sandbox/mining/shared/current';
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

/** The store with every statement run through it, in a transaction or not, written down. */
function countedDb(statements: string[]): Db {
  return {
    ...db,
    query: (sql, values) => counted(db, statements).query(sql, values),
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: (sql, values) => counted(tx, statements).query(sql, values),
          queryAndCommit: (sql, values) => counted({ query: (text, params) => tx.queryAndCommit(text, params) }, statements).query(sql, values),
          exec: (sql) => tx.exec(sql),
        }),
      ),
  } as Db;
}

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
const [PLAIN, FRESH, STAKER, AUTOCLAIMER] = [POPULATION_ID_BASE + 1, POPULATION_ID_BASE + 2, POPULATION_ID_BASE + 3, POPULATION_ID_BASE + 4];

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

  it('is one statement without a lock when nothing is due, and the same miner the locked read gives', async () => {
    const statements: string[] = [];
    const seen = await settledMiner(countedDb(statements), clock, PLAIN, async (_, current) => current);
    expect(statements).toHaveLength(1);
    expect(statements[0]).not.toMatch(/for update/);
    const locked = await db.transaction((tx) => currentMiner(tx, clock, PLAIN));
    expect(seen.miner).toEqual(locked.miner);
    expect(seen.segments).toEqual(locked.segments);
    expect(seen.rankState).toEqual(locked.rankState);
    expect(locked.now).toBeGreaterThanOrEqual(seen.now);
  });

  it('takes the lock and writes when something is due: staking’s hours, an autoclaim’s periods', async () => {
    const staking: string[] = [];
    await settledMiner(countedDb(staking), clock, STAKER, async (_, current) => current);
    expect(staking.some((sql) => sql.endsWith('for update'))).toBe(true);
    expect(staking.some((sql) => /from staking_deposits/.test(sql))).toBe(true);
    // An autoclaim active since yesterday on a record full since two days ago: a period is due.
    await db.query(`update mining_users set autoclaim_from = now() - interval '1 day', last_claim_at = now() - interval '2 days' where user_id = $1`, [AUTOCLAIMER]);
    const before = await db.query<{ last_claim_at: Date }>('select last_claim_at from mining_users where user_id = $1', [AUTOCLAIMER]);
    const statements: string[] = [];
    const after = await settledMiner(countedDb(statements), clock, AUTOCLAIMER, async (_, current) => current);
    expect(statements.some((sql) => sql.endsWith('for update'))).toBe(true);
    expect(after.miner.lastClaimAt).toBeGreaterThan(before.rows[0]?.last_claim_at.getTime() ?? Infinity);
  });

  it('answers 404 without a mining record', async () => {
    await expect(settledMiner(db, clock, 71_999_999, async () => 1)).rejects.toMatchObject({ status: 404 });
  });
});
