/** The speed's breakdown on a real PostgreSQL server (the suite: mining-speed-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { speedSuite } from './mining-speed-suite';

speedSuite((clock) => postgresTestDeps(clock));
