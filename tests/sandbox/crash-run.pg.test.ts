/**
 * The crash run on a real PostgreSQL server (the suite: crash/suite.ts): killing the sandbox
 * process drops its connections, and the server rolls back whatever they had open.
 */
import { migratedTestDatabase, openPostgresTestDb } from '../support/postgres-db';
import { crashSuite } from './crash/suite';

crashSuite({
  calls: 200,
  prepare: async () => {
    const databaseUrl = await migratedTestDatabase();
    return { target: { databaseUrl }, open: () => openPostgresTestDb(databaseUrl), dispose: async () => {} };
  },
});
