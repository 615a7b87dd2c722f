/**
 * Two sandboxes starting at once on one empty PostgreSQL database both come up (issue 19): the
 * migrations' advisory lock is taken before anything is created, schema_migrations included, so
 * one process migrates and the other waits, then finds every step applied. Two processes (not two
 * pools in one), released together on each of several fresh databases.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../sandbox/store';
import { bundledEntry } from '../support/node-entry';
import { openPostgresTestDb, postgresTestDatabase } from '../support/postgres-db';

const CHILD = fileURLToPath(new URL('./migration/child.ts', import.meta.url));
const PROCESSES = 2;
const ROUNDS = 4;

interface Opener {
  readonly child: ChildProcess;
  next(): Promise<string>;
}

function opener(entry: string): Opener {
  const child = spawn(process.execPath, [entry], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: Interface = createInterface({ input: child.stdout! });
  const queue: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  lines.on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else queue.push(line);
  });
  child.once('exit', (code) => {
    for (const waiter of waiting.splice(0)) waiter(`error exited with ${String(code)}`);
  });
  return {
    child,
    next: () => {
      const line = queue.shift();
      return line !== undefined ? Promise.resolve(line) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

let openers: Opener[] = [];

beforeAll(async () => {
  const entry = await bundledEntry(CHILD);
  openers = Array.from({ length: PROCESSES }, () => opener(entry));
  expect(await Promise.all(openers.map((each) => each.next()))).toEqual(openers.map(() => 'loaded'));
}, 120_000);

afterAll(() => {
  for (const each of openers) each.child.kill('SIGKILL');
});

describe('two sandboxes starting at once on an empty database', () => {
  it('both open the store, and every migration is applied once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const databaseUrl = await postgresTestDatabase();
      // Both are handed the URL in the same tick: they race to migrate.
      for (const each of openers) each.child.stdin!.write(`${databaseUrl}\n`);
      expect(await Promise.all(openers.map((each) => each.next()))).toEqual(openers.map(() => 'ok'));
      const db = await openPostgresTestDb(databaseUrl);
      try {
        const applied = await db.query<{ id: string }>('select id from schema_migrations order by applied_at, id');
        expect(applied.rows.map((row) => row.id).sort()).toEqual(MIGRATIONS.map((migration) => migration.id).sort());
      } finally {
        await db.close();
      }
    }
  }, 180_000);
});
