/** The tasks that need a connected TON wallet, on a real PostgreSQL server (the suite: wallet-tasks-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { walletTasksSuite } from './wallet-tasks-suite';

walletTasksSuite((clock) => postgresTestDeps(clock));
