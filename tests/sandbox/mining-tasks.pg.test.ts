/** Tasks verified and granted once, on a real PostgreSQL server (the suite: mining-tasks-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { tasksSuite } from './mining-tasks-suite';

tasksSuite((clock) => postgresTestDeps(clock));
