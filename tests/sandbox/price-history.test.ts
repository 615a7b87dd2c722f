/** GET /priceHistory and /history's token filter (issue 38), on PGlite (the suite: price-history-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { priceHistorySuite } from './price-history-suite';

priceHistorySuite((clock) => testDeps(clock));
