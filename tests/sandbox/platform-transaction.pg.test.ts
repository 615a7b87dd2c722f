/**
 * A PostgreSQL transaction sends BEGIN with its first statement, in one round trip, and COMMIT with
 * its last when the caller names it (queryAndCommit) (sandbox/platform/store/postgres.ts Around;
 * docs/decisions/sandbox-platform.md "BEGIN rides with the first statement (issue 36)", "The
 * claim's last statement commits (issue 36)"), and is still one transaction: its statements share
 * one transaction id, a failure anywhere rolls back what the first wrote, and the connection is
 * usable after. One connection, so each transaction finds the one the one before left.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresDb } from '../../sandbox/platform/store/postgres';
import { prepared, type Db } from '../../sandbox/platform/store/database';
import { postgresTestDatabase } from '../support/postgres-db';

let db: Db;
let databaseUrl: string;

beforeAll(async () => {
  databaseUrl = await postgresTestDatabase();
  db = postgresDb({ connectionString: databaseUrl, max: 1 });
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

  it('commits with its last statement (queryAndCommit): one write, no COMMIT of its own, and another connection sees it before the callback returns', async () => {
    const other = new pg.Client({ connectionString: databaseUrl });
    await other.connect();
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const marked = prepared('insert into tx_probe (id, word) values ($1, $2) returning id, word');
      const seen = await db.transaction(async (tx) => {
        await tx.query('insert into tx_probe (id, word) values ($1, $2)', [7, 'seven']);
        const rows = (await tx.queryAndCommit(marked, [8, 'eight'])).rows;
        expect(rows).toEqual([{ id: 8, word: 'eight' }]);
        return (await other.query<{ word: string }>('select word from tx_probe where id in (7, 8) order by id')).rows.map((row) => row.word);
      });
      expect(seen).toEqual(['seven', 'eight']);
      const texts = sent.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text?: string }).text));
      // Both statements went (BEGIN ahead of the first, COMMIT behind the last), and no BEGIN or COMMIT of their own.
      expect(texts.filter((text) => /tx_probe \(id, word\)/.test(text ?? ''))).toHaveLength(2);
      expect(texts.filter((text) => text === 'COMMIT' || text === 'BEGIN')).toEqual([]);
    } finally {
      sent.mockRestore();
      await other.end();
    }
    // A transaction of one statement: BEGIN, it and COMMIT in one write.
    expect((await db.transaction(async (tx) => (await tx.queryAndCommit<{ n: number }>('select 6 * 7 as n')).rows))).toEqual([{ n: 42 }]);
    expect(await words()).toEqual(['one', 'two', 'four', 'five', 'seven', 'eight']);
  });

  it('rolls back the whole transaction when its committing statement fails (the COMMIT behind it is skipped), and the connection serves the next', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.query('insert into tx_probe (id, word) values ($1, $2)', [9, 'nine']);
      await tx.queryAndCommit('insert into tx_probe (id, word) values ($1, $2)', [1, 'a duplicate of one']);
    });
    await expect(failing).rejects.toThrow(/duplicate key/);
    // A value the driver cannot send fails before the statement's Execute: no COMMIT goes either.
    const unsendable = db.transaction(async (tx) => {
      await tx.query('insert into tx_probe (id, word) values ($1, $2)', [10, 'ten']);
      await tx.queryAndCommit('insert into tx_probe (id, word) values ($1, $2)', [11, { toPostgres: () => { throw new Error('not a value'); } }]);
    });
    await expect(unsendable).rejects.toThrow('not a value');
    expect(await words()).toEqual(['one', 'two', 'four', 'five', 'seven', 'eight']);
    await db.transaction(async (tx) => tx.queryAndCommit('delete from tx_probe where id in (7, 8)'));
    expect(await words()).toEqual(['one', 'two', 'four', 'five']);
  });

  it('refuses a statement after the one that committed it', async () => {
    const after = db.transaction(async (tx) => {
      await tx.queryAndCommit('insert into tx_probe (id, word) values ($1, $2)', [12, 'twelve']);
      await tx.query('delete from tx_probe where id = $1', [12]);
    });
    await expect(after).rejects.toThrow(/committed by its last statement/);
    // What it committed stays: it was committed before the refused statement.
    expect(await words()).toEqual(['one', 'two', 'four', 'five', 'twelve']);
    await db.query('delete from tx_probe where id = $1', [12]);
  });
});
