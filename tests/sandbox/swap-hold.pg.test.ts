/** The swap-and-hold task, on a real PostgreSQL server (the suite: swap-hold-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { swapHoldSuite } from './swap-hold-suite';

swapHoldSuite((clock) => postgresTestDeps(clock));
