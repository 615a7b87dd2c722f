/** Copy trading on a real PostgreSQL server: deposits and stops conserve money under concurrency and replays (the suite: copy-trade-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { copyTradeSuite } from './copy-trade-suite';

copyTradeSuite((clock) => postgresTestDeps(clock));
