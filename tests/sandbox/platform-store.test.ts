/**
 * The store: migrations run once each, in order, each in a transaction; a persistent store keeps
 * its data across restarts without seeding twice, and deletes nothing at start (idempotency keys
 * commit with their answers, so there is nothing half done to clear).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../sandbox/platform/store/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POPULATION_ID_BASE, POPULATION_SIZE } from '../../sandbox/mining/shared/population';
import { SEED_USERS } from '../../sandbox/platform/seed-users';
import { migrate } from '../../sandbox/platform/store/db';
import { MIGRATIONS, openSandboxStore as openStore } from '../../sandbox/store';
import { START_TIMEOUT_MS } from './platform-support';

let db: Db;

beforeAll(async () => {
  db = await openStore();
}, START_TIMEOUT_MS);
afterAll(async () => {
  await db?.close();
});

const appliedIds = async (store: Db): Promise<string[]> =>
  (await store.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY applied_at, id')).rows.map((row) => row.id);

describe('migrations', () => {
  it('has applied every migration once, in order', async () => {
    expect(await appliedIds(db)).toEqual(MIGRATIONS.map((migration) => migration.id));
    expect(await migrate(db, MIGRATIONS)).toEqual([]);
  });

  it('runs a new migration once', async () => {
    const extra = [...MIGRATIONS, { id: '900-test', sql: 'CREATE TABLE test_once (n int); INSERT INTO test_once VALUES (1);' }];
    expect(await migrate(db, extra)).toEqual(['900-test']);
    expect(await migrate(db, extra)).toEqual([]);
    expect((await db.query('SELECT count(*)::int AS n FROM test_once')).rows).toEqual([{ n: 1 }]);
  });

  it('rolls a failing migration back whole, and does not record it', async () => {
    const broken = [{ id: '901-broken', sql: 'CREATE TABLE test_half (n int); SELECT no_such_column FROM test_half;' }];
    await expect(migrate(db, broken)).rejects.toThrow();
    expect((await db.query(`SELECT to_regclass('test_half') AS t`)).rows).toEqual([{ t: null }]);
    expect(await appliedIds(db)).not.toContain('901-broken');
  });

  it('creates the platform tables with the documented columns', async () => {
    const columns = async (table: string): Promise<string[]> =>
      (
        await db.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`,
          [table],
        )
      ).rows.map((row) => row.column_name);
    expect(await columns('users')).toEqual(['id', 'first_name', 'last_name', 'username', 'language_code', 'is_premium', 'created_at', 'last_seen_at']);
    expect(await columns('idempotency_keys')).toEqual([
      'user_id',
      'key',
      'route',
      'fingerprint',
      'status',
      'response_status',
      'response_body',
      'created_at',
    ]);
  });

  it('gives two fresh stores the same seed data', async () => {
    const other = await openStore();
    try {
      const users = 'SELECT * FROM users ORDER BY id';
      expect((await other.query(users)).rows).toEqual((await db.query(users)).rows);
    } finally {
      await other.close();
    }
  }, START_TIMEOUT_MS);
});

describe('a persistent store', () => {
  it('keeps its data across a restart, seeds once and keeps every idempotency key', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-store-'));
    try {
      const first = await openStore({ dataDir });
      await first.query(`INSERT INTO users (id, first_name, created_at) VALUES (777, 'Kept', now())`);
      await first.query(
        `INSERT INTO idempotency_keys (user_id, key, route, fingerprint, status, response_status, response_body, created_at) VALUES
           (777, 'left-pending', 'POST /x', 'f', 'pending', NULL, NULL, now()),
           (777, 'finished', 'POST /x', 'f', 'done', 200, '{"ok":true}', now())`,
      );
      await first.close();

      const second = await openStore({ dataDir });
      try {
        // The seeded miner population (sandbox/mining) is seeded once too, above these ids.
        const ids = (await second.query<{ id: number }>('SELECT id FROM users WHERE id < $1 ORDER BY id', [POPULATION_ID_BASE])).rows.map((row) => row.id);
        const miners = await second.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE id > $1', [POPULATION_ID_BASE]);
        expect(miners.rows[0]?.n).toBe(POPULATION_SIZE);
        expect(ids).toEqual([777, ...SEED_USERS.map((user) => user.id)]);
        // A pending row can only come from the older two-step form; its request may have moved
        // value, so it stays (and answers 'in progress') rather than being executed again.
        expect((await second.query('SELECT key, response_body FROM idempotency_keys ORDER BY key')).rows).toEqual([
          { key: 'finished', response_body: { ok: true } },
          { key: 'left-pending', response_body: null },
        ]);
        expect(await appliedIds(second)).toEqual(MIGRATIONS.map((migration) => migration.id));
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 4 * START_TIMEOUT_MS);
});

describe('the schema’s indexes', () => {
  // docs/decisions/sandbox-platform.md "One index fewer under every claim (issue 36)": an update
  // that changes an indexed column (a claim's amount) writes an entry in every index of its table,
  // so an index whose columns lead another's costs every such write and serves nothing the other
  // does not.
  it('has none whose columns lead another index of the same table (plain b-trees, neither unique nor partial)', async () => {
    const redundant = (
      await db.query<{ redundant: string; covering: string }>(
        `select ia.relname as redundant, ib.relname as covering
           from pg_index a
           join pg_index b on b.indrelid = a.indrelid and b.indexrelid <> a.indexrelid
           join pg_class ia on ia.oid = a.indexrelid
           join pg_class ib on ib.oid = b.indexrelid
          where not a.indisunique and a.indpred is null and b.indpred is null and a.indexprs is null and b.indexprs is null
            and ia.relam = ib.relam
            and (b.indkey::text = a.indkey::text or b.indkey::text like a.indkey::text || ' %')
            and a.indrelid::regclass::text not like 'pg\\_%'
          order by 1, 2`,
      )
    ).rows;
    expect(redundant).toEqual([]);
  });
});
