/**
 * A PostgreSQL transaction sends BEGIN with its first statement, in one round trip
 * (sandbox/platform/store/postgres.ts AfterBegin; docs/decisions/sandbox-platform.md "BEGIN rides
 * with the first statement (issue 36)"), and is still one transaction: its statements share one
 * transaction id, a failure anywhere rolls back what the first wrote, and the connection is usable
 * after. One connection, so each transaction finds the one the one before left.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresDb } from '../../sandbox/platform/store/postgres';
import { prepared, type Db } from '../../sandbox/platform/store/database';
import { postgresTestDatabase } from '../support/postgres-db';

let db: Db;

beforeAll(async () => {
  db = postgresDb({ connectionString: await postgresTestDatabase(), max: 1 });
  await db.exec('create table tx_probe (id int primary key, word text not null)');
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const XACT = `select pg_current_xact_id()::text as xact`;
const words = async (): Promise<string[]> => (await db.query<{ word: string }>('select word from tx_probe order by id')).rows.map((row) => row.word);

describe('a transaction on PostgreSQL', () => {
  it('sends BEGIN with its first statement: one round trip less, and still one transaction', async () => {
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const [first, second] = await db.transaction(async (tx) => [(await tx.query<{ xact: string }>(XACT)).rows[0]?.xact, (await tx.query<{ xact: string }>(XACT)).rows[0]?.xact]);
      // Two statements outside a transaction would each have a transaction of their own.
      expect(first).toBeDefined();
      expect(second).toBe(first);
      const texts = sent.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text?: string }).text));
      // The first statement (BEGIN ahead of it), the second, COMMIT: no BEGIN of its own.
      expect(texts).toEqual([XACT, XACT, 'COMMIT']);
    } finally {
      sent.mockRestore();
    }
  });

  it('answers the first statement’s rows, prepared or not, with values or none', async () => {
    const marked = prepared('insert into tx_probe (id, word) values ($1, $2) returning id, word');
    const rows = await db.transaction(async (tx) => (await tx.query(marked, [1, 'one'])).rows);
    expect(rows).toEqual([{ id: 1, word: 'one' }]);
    expect((await db.transaction(async (tx) => (await tx.query<{ n: number }>('select 41 + 1 as n')).rows))).toEqual([{ n: 42 }]);
    expect((await db.transaction(async (tx) => (await tx.query(marked, [2, 'two'])).rows))).toEqual([{ id: 2, word: 'two' }]);
    expect(await words()).toEqual(['one', 'two']);
  });

  it('rolls back what its first statement wrote when a later one fails', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.query('insert into tx_probe (id, word) values ($1, $2)', [3, 'three']);
      await tx.query('insert into tx_probe (id, word) values ($1, $2)', [1, 'a duplicate of one']);
    });
    await expect(failing).rejects.toThrow(/duplicate key/);
    expect(await words()).toEqual(['one', 'two']);
  });

  it('rolls back when its first statement fails, and the connection serves the next', async () => {
    await expect(db.transaction(async (tx) => tx.query('insert into tx_probe (id, word) values ($1, $2)', [1, 'again']))).rejects.toThrow(/duplicate key/);
    await expect(db.transaction(async (tx) => tx.query('select no_such_column from tx_probe'))).rejects.toThrow(/no_such_column/);
    await db.transaction(async (tx) => {
      await tx.query('insert into tx_probe (id, word) values ($1, $2)', [4, 'four']);
    });
    expect(await words()).toEqual(['one', 'two', 'four']);
  });

  it('begins with an exec as well, and a callback that sent nothing commits nothing', async () => {
    await db.transaction(async (tx) => {
      await tx.exec(`insert into tx_probe (id, word) values (5, 'five'); insert into tx_probe (id, word) values (6, 'six')`);
      await tx.query('delete from tx_probe where id = $1', [6]);
    });
    expect(await words()).toEqual(['one', 'two', 'four', 'five']);
    await expect(db.transaction(async () => 'nothing sent')).resolves.toBe('nothing sent');
    await expect(
      db.transaction(async () => {
        throw new Error('refused before any statement');
      }),
    ).rejects.toThrow('refused before any statement');
    expect(await words()).toEqual(['one', 'two', 'four', 'five']);
  });
});
