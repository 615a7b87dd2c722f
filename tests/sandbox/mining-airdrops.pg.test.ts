/** Airdrops locked, verified and entered once, on a real PostgreSQL server (the suite: mining-airdrops-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { airdropsSuite } from './mining-airdrops-suite';

airdropsSuite((clock) => postgresTestDeps(clock));
