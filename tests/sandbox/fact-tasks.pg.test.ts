/** The tasks another feature's record verifies, on a real PostgreSQL server (the suite: fact-tasks-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { factTasksSuite } from './fact-tasks-suite';

factTasksSuite((clock) => postgresTestDeps(clock));
