/** POST /transfer under concurrency, on a real PostgreSQL server (the suite: transfer-concurrency-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { transferConcurrencySuite } from './transfer-concurrency-suite';

transferConcurrencySuite(() => postgresTestDeps());
