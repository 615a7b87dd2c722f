/** A fresh database on the run's PostgreSQL server (postgres-server.ts), migrated like the real store. */
import { inject } from 'vitest';
import type { Db } from '../../sandbox/platform/store/database';
import { openSandboxStore } from '../../sandbox/store';
import { manualClock, type ManualClock } from './manual-clock';
import { createDatabase } from './postgres-database';
import { manualSandboxClock, type ManualSandboxClock } from './manual-sandbox-clock';
import type { SandboxDeps } from '../../sandbox/platform/deps';

/** A new empty database on the run's server; its URL. */
export function postgresTestDatabase(): Promise<string> {
  return createDatabase(inject('postgresUrl'));
}

/** The store on a database (a new one by default), migrated like the real one. */
export async function openPostgresTestDb(databaseUrl?: string): Promise<Db> {
  return openSandboxStore({ databaseUrl: databaseUrl ?? (await postgresTestDatabase()) });
}

/** As testDeps (sandbox-db.ts): one hand-moved clock for the sandbox's time and real time. */
export async function postgresTestDeps(clock: ManualClock = manualClock()): Promise<SandboxDeps & { clock: ManualSandboxClock }> {
  return { db: await openPostgresTestDb(), clock: manualSandboxClock(clock), realClock: clock, botToken: 'test-bot-token' };
}
