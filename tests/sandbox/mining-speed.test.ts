/** The speed's breakdown on PGlite (the suite: mining-speed-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { speedSuite } from './mining-speed-suite';

speedSuite((clock) => testDeps(clock));
