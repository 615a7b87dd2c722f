/** SWITCH mined per UTC day on PGlite (the suite: mining-earnings-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { earningsSuite } from './mining-earnings-suite';

earningsSuite((clock) => testDeps(clock));
