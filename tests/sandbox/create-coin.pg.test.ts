/** The create-coin task, on a real PostgreSQL server (the suite: create-coin-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { createCoinSuite } from './create-coin-suite';

createCoinSuite((clock) => postgresTestDeps(clock));
