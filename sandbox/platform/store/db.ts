/**
 * The sandbox store: one per sandbox process, shared by every port. By default a PGlite (embedded
 * PostgreSQL), in memory for tests and in a data folder for `npm start`; with a `databaseUrl`, a
 * PostgreSQL server through a connection pool. Routes and engines see only the `Db` interface
 * (database.ts), so they run unchanged on both.
 *
 * Concurrency: on PGlite everything runs through one connection and a transaction holds it
 * whole, so the second request's statements queue until the first commits; on PostgreSQL they
 * really run side by side. Three rules for route code, which hold on both:
 * - inside a transaction use only `tx` (the store refuses its own use there, see database.ts);
 * - never await anything but `tx` inside a transaction (no timers, no network): on PGlite every
 *   other request waits for it, on PostgreSQL it holds a connection and its locks;
 * - a read-then-write that must be atomic goes in one transaction that locks what it reads (or one
 *   statement such as INSERT ... ON CONFLICT).
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './database';
import { pgliteDb } from './pglite';
import { postgresDb } from './postgres';

/** One schema step; each backend owns its list, and the sandbox's root orders them (sandbox/store.ts). */
export interface Migration {
  readonly id: string;
  readonly sql: string;
}

/**
 * A row dated from when the sandbox began (issue 44), written with the sandbox clock's time `now`
 * when a store is opened, if it is absent (so a store keeps it across restarts). Never a migration:
 * migrations run once into the cached template every new store is copied from, so a date written
 * by one is the day the template was built.
 */
export type OpeningStamp = (q: Queryable, now: number) => Promise<void>;

export interface StoreOptions {
  /** Every backend's migrations, in order. */
  readonly migrations: readonly Migration[];
  /** A folder for a persistent store; omitted means in memory. */
  readonly dataDir?: string | undefined;
  /** A PostgreSQL server (postgres://...) instead of PGlite; dataDir is then ignored. */
  readonly databaseUrl?: string | undefined;
}

/** Held for each step's transaction: one sandbox at a time creates or migrates the schema. */
const MIGRATION_LOCK = `SELECT pg_advisory_xact_lock(hashtext('schema_migrations'))`;

/**
 * Runs each migration not yet recorded, in order, each in its own transaction. On a server that
 * several sandboxes share, a lock makes one of them apply each step and the others skip it. The
 * lock is taken before schema_migrations itself is created: two `CREATE TABLE IF NOT EXISTS` at
 * once on an empty database both find no table, and the second dies on the catalogue's unique
 * index (issue 19).
 */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done.rows.length > 0) return false;
      if (migration.sql.trim() !== '') await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (ran) applied.push(migration.id);
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
  const pglite = await PGlite.create();
  try {
    await migrate(pgliteDb(pglite), migrations);
    const dump = await pglite.dumpDataDir('none');
    // Written aside and renamed, so a parallel test worker never reads half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    await pruneTemplates(file);
    return dump;
  } finally {
    await pglite.close();
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

/**
 * Builds the template of `migrations` unless it is on disk already: for a run of several processes
 * that would otherwise each build it at once on a fresh clone (the end-to-end global setup:
 * docs/decisions/testing.md "The suite's time").
 */
export async function prepareTemplate(migrations: readonly Migration[]): Promise<void> {
  const file = await templateFile(migrations);
  if (await access(file).then(() => true, () => false)) return;
  await buildTemplate(file, migrations);
}

/** One template per process, for the one list of migrations the sandbox runs. */
let template: { readonly migrations: readonly Migration[]; readonly dump: Promise<Blob> } | null = null;

function templateDump(migrations: readonly Migration[]): Promise<Blob> {
  if (template?.migrations !== migrations) {
    const dump = loadTemplate(migrations).catch((error: unknown) => {
      template = null;
      throw error;
    });
    template = { migrations, dump };
  }
  return template.dump;
}

async function openMemory(migrations: readonly Migration[]): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await templateDump(migrations) });
}

/** A new data folder starts from the template too (initdb is the slow part of a first start). */
async function openFolder(dataDir: string, migrations: readonly Migration[]): Promise<PGlite> {
  const fresh = (await readdir(dataDir).catch(() => [] as string[])).length === 0;
  // PGlite creates the last folder of the path only.
  await mkdir(dirname(dataDir), { recursive: true });
  return PGlite.create({ dataDir, ...(fresh ? { loadDataDir: await templateDump(migrations) } : {}) });
}

/**
 * Opens the store and brings its schema up to date. The caller closes it (`db.close()`). Nothing
 * else happens at start: an idempotency key is only ever committed with its answer (see
 * platform/http/idempotency.ts), so a previous process can leave nothing half done to clear.
 */
export async function openStore(options: StoreOptions): Promise<Db> {
  const db = options.databaseUrl
    ? postgresDb({ connectionString: options.databaseUrl })
    : pgliteDb(options.dataDir ? await openFolder(options.dataDir, options.migrations) : await openMemory(options.migrations));
  try {
    await migrate(db, options.migrations);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
