/**
 * The sandbox store: one PGlite (embedded PostgreSQL) per sandbox process, in memory for tests and
 * in a data folder for `npm start`, shared by every port.
 *
 * Concurrency: PGlite has a single connection and serialises everything through two mutexes.
 * `db.query`/`db.exec` take the transaction mutex and then the query mutex, and
 * `db.transaction(cb)` holds the transaction mutex for the whole callback. So two concurrent
 * requests can never interleave statements inside one transaction: the second request's queries
 * and transactions queue until the first commits or rolls back. Two rules follow for route code:
 * - inside a transaction use only `tx` (a `db.query` there waits for the very mutex the
 *   transaction holds and deadlocks);
 * - never await anything but `tx` inside a transaction (no timers, no network): every other
 *   request waits for it.
 * A read-then-write that must be atomic goes in one transaction (or one statement such as
 * INSERT ... ON CONFLICT); two separate `db.query` calls may have another request's work between them.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** One schema step; each backend owns its list, and the sandbox's root orders them (sandbox/store.ts). */
export interface Migration {
  readonly id: string;
  readonly sql: string;
}

export interface StoreOptions {
  /** Every backend's migrations, in order. */
  readonly migrations: readonly Migration[];
  /** A folder for a persistent store; omitted means in memory. */
  readonly dataDir?: string | undefined;
}

/** Runs each migration not yet recorded, in order, each in its own transaction. */
export async function migrate(db: PGlite, migrations: readonly Migration[]): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((row) => row.id));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      if (migration.sql.trim() !== '') await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    });
    applied.push(migration.id);
  }
  return applied;
}

/**
 * A fresh PGlite runs initdb, which takes several seconds (far more on a busy machine); loading a
 * dump of an already migrated database takes about one. So in-memory stores start from a template:
 * a dump of a freshly migrated store, kept on disk under node_modules/.cache and keyed by the PGlite
 * version and the migrations, so a changed migration never loads a stale schema.
 */
async function templateFile(migrations: readonly Migration[]): Promise<string> {
  // .../node_modules/@electric-sql/pglite/dist/pglite.wasm: the cache sits in that node_modules.
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm'));
  const manifest = JSON.parse(await readFile(join(dist, '..', 'package.json'), 'utf8')) as { version?: string };
  const key = createHash('sha256')
    .update(JSON.stringify({ pglite: manifest.version ?? 'unknown', migrations }))
    .digest('hex')
    .slice(0, 16);
  return join(dist, '..', '..', '..', '.cache', 'switch-sandbox', `pglite-${key}.tar`);
}

/** Templates of older schemas are 40 MB each and never read again. */
async function pruneTemplates(keep: string): Promise<void> {
  const names = await readdir(dirname(keep)).catch(() => [] as string[]);
  const stale = names.filter((name) => name.startsWith('pglite-') && name.endsWith('.tar') && join(dirname(keep), name) !== keep);
  await Promise.all(stale.map((name) => rm(join(dirname(keep), name), { force: true })));
}

async function buildTemplate(file: string, migrations: readonly Migration[]): Promise<Blob> {
  const db = await PGlite.create();
  try {
    await migrate(db, migrations);
    const dump = await db.dumpDataDir('none');
    // Written aside and renamed, so a parallel test worker never reads half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    await pruneTemplates(file);
    return dump;
  } finally {
    await db.close();
  }
}

async function loadTemplate(migrations: readonly Migration[]): Promise<Blob> {
  const file = await templateFile(migrations);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    return buildTemplate(file, migrations);
  }
}

/** One template per process, for the one list of migrations the sandbox runs. */
let template: { readonly migrations: readonly Migration[]; readonly dump: Promise<Blob> } | null = null;

async function openMemory(migrations: readonly Migration[]): Promise<PGlite> {
  if (template?.migrations !== migrations) {
    const dump = loadTemplate(migrations).catch((error: unknown) => {
      template = null;
      throw error;
    });
    template = { migrations, dump };
  }
  return PGlite.create({ loadDataDir: await template.dump });
}

async function openFolder(dataDir: string): Promise<PGlite> {
  // PGlite creates the last folder of the path only.
  await mkdir(dirname(dataDir), { recursive: true });
  return PGlite.create({ dataDir });
}

/** Opens the store and brings its schema up to date. The caller closes it (`db.close()`). */
export async function openStore(options: StoreOptions): Promise<PGlite> {
  const db = options.dataDir ? await openFolder(options.dataDir) : await openMemory(options.migrations);
  try {
    await migrate(db, options.migrations);
    // A persisted store may hold keys whose request died with the previous process; nothing can
    // finish them now, and leaving them would make every retry with that key wait and then fail.
    await db.query(`DELETE FROM idempotency_keys WHERE status = 'pending'`);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
