/** SWITCH mined per UTC day on a real PostgreSQL server (the suite: mining-earnings-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { earningsSuite } from './mining-earnings-suite';

earningsSuite((clock) => postgresTestDeps(clock));
