/**
 * A new user's first calls all at once, on PostgreSQL (first-sight-suite.ts), through two servers
 * over one database, each with its own pool, as two sandbox processes would be.
 */
import { createApp } from '../../sandbox/app';
import type { Db } from '../../sandbox/platform/store/database';
import { manualClock } from '../support/manual-clock';
import { manualSandboxClock } from '../support/manual-sandbox-clock';
import { openPostgresTestDb, postgresTestDatabase } from '../support/postgres-db';
import { firstSightSuite } from './first-sight-suite';
import { START, type MiningWorld } from './mining-support';

const dbs: Db[] = [];
firstSightSuite(
  async () => {
    const url = await postgresTestDatabase();
    const clock = manualClock(START);
    return Promise.all(
      [0, 1].map(async (): Promise<MiningWorld> => {
        const db = await openPostgresTestDb(url);
        dbs.push(db);
        const deps = { db, clock: manualSandboxClock(clock), realClock: clock, botToken: 'test-bot-token' };
        return { deps, main: createApp(deps, { kind: 'main', allowedOrigins: ['*'] }), mining: createApp(deps, { kind: 'mining', allowedOrigins: ['*'] }) };
      }),
    );
  },
  async () => {
    await Promise.all(dbs.map((db) => db.close()));
  },
);
