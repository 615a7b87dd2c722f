/** Databases on the run's PostgreSQL server (postgres-server.ts), migrated like the real store. */
import { createHash } from 'node:crypto';
import { inject } from 'vitest';
import type { Db } from '../../sandbox/platform/store/database';
import { openStore } from '../../sandbox/platform/store/db';
import { MIGRATIONS, openSandboxStore } from '../../sandbox/store';
import { manualClock, type ManualClock } from './manual-clock';
import { createDatabase, ensureTemplate } from './postgres-database';
import { manualSandboxClock, type ManualSandboxClock } from './manual-sandbox-clock';
import type { SandboxDeps } from '../../sandbox/platform/deps';

/** A new empty database on the run's server; its URL. */
export function postgresTestDatabase(): Promise<string> {
  return createDatabase(inject('postgresUrl'));
}

let template: Promise<string> | null = null;

/**
 * A new database on the run's server with every migration applied, copied from a template that the
 * run's first test file migrates (named by the migrations, so a changed one is migrated anew); its
 * URL. The opening stamps are not in it: the store writes them when it is opened, as on a new
 * database (sandbox/store.ts). A database migrated from scratch took 1.5 to 2.4 s, a copy 0.6 to
 * 0.8 s (docs/decisions/testing.md "The unit, postgres and ui projects' time").
 */
export async function migratedTestDatabase(): Promise<string> {
  const serverUrl = inject('postgresUrl');
  template ??= ensureTemplate(serverUrl, `template_${createHash('sha256').update(JSON.stringify(MIGRATIONS)).digest('hex').slice(0, 16)}`, async (url) => {
    const db = await openStore({ databaseUrl: url, migrations: MIGRATIONS });
    await db.close();
  }).catch((error: unknown) => {
    template = null;
    throw error;
  });
  return createDatabase(serverUrl, 'test', await template);
}

/** The store on a database (a new migrated one by default), migrated like the real one. */
export async function openPostgresTestDb(databaseUrl?: string): Promise<Db> {
  return openSandboxStore({ databaseUrl: databaseUrl ?? (await migratedTestDatabase()) });
}

/** As testDeps (sandbox-db.ts): one hand-moved clock for the sandbox's time and real time. */
export async function postgresTestDeps(clock: ManualClock = manualClock()): Promise<SandboxDeps & { clock: ManualSandboxClock }> {
  return { db: await openPostgresTestDb(), clock: manualSandboxClock(clock), realClock: clock, botToken: 'test-bot-token' };
}
