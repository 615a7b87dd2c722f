/** GET /priceHistory and /history's token filter (issue 38), on a real PostgreSQL server (the suite: price-history-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { priceHistorySuite } from './price-history-suite';

priceHistorySuite((clock) => postgresTestDeps(clock));
