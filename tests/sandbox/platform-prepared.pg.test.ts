/**
 * Statements marked prepared() (sandbox/platform/store/database.ts) run as named prepared
 * statements on PostgreSQL, prepared once per connection and reused, inside transactions and out;
 * unmarked ones are never prepared (a range whose bounds decide its plan must keep its custom
 * plan); both answer the same as ever. One connection, so the session's prepared statements are
 * the store's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDb } from '../../sandbox/platform/store/postgres';
import { prepared, type Db } from '../../sandbox/platform/store/database';
import { postgresTestDatabase } from '../support/postgres-db';

let db: Db;

beforeAll(async () => {
  db = postgresDb({ connectionString: await postgresTestDatabase(), max: 1 });
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const preparedHere = async (): Promise<string[]> =>
  (await db.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time')).rows.map((row) => row.statement);

describe('prepared statements on PostgreSQL', () => {
  it('prepares a marked statement once per connection and answers as the unmarked one does', async () => {
    const marked = prepared('select $1::int * 2 as twice, $2::text as word');
    const unmarked = 'select $1::int * 2 as twice, $2::text as word /* unmarked */';
    for (let i = 0; i < 3; i++) {
      expect((await db.query(marked, [i, `w'${String(i)}`])).rows).toEqual([{ twice: i * 2, word: `w'${String(i)}` }]);
      expect((await db.query(unmarked, [i, 'x'])).rows).toEqual([{ twice: i * 2, word: 'x' }]);
    }
    await db.transaction(async (tx) => {
      expect((await tx.query(marked, [21, 'in a transaction'])).rows).toEqual([{ twice: 42, word: 'in a transaction' }]);
    });
    const statements = await preparedHere();
    expect(statements.filter((text) => text === marked)).toHaveLength(1);
    expect(statements.some((text) => text.includes('/* unmarked */'))).toBe(false);
  });

  it('keeps two marked statements apart, however alike their texts', async () => {
    const a = prepared('select $1::int + 1 as n');
    const b = prepared('select $1::int + 2 as n');
    expect((await db.query(a, [1])).rows).toEqual([{ n: 2 }]);
    expect((await db.query(b, [1])).rows).toEqual([{ n: 3 }]);
    expect((await db.query(a, [5])).rows).toEqual([{ n: 6 }]);
    const statements = await preparedHere();
    expect(statements).toEqual(expect.arrayContaining([a, b]));
  });
});
