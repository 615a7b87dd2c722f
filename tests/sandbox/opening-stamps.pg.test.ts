/** Dates from when the sandbox began, on PostgreSQL: each store a new database (opening-stamps-suite.ts). */
import { postgresTestDatabase } from '../support/postgres-db';
import { openingStampsSuite } from './opening-stamps-suite';

openingStampsSuite(async () => ({ options: { databaseUrl: await postgresTestDatabase() }, cleanup: async () => undefined }));
