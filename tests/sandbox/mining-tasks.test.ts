/** Tasks verified and granted once, on PGlite (the suite: mining-tasks-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { tasksSuite } from './mining-tasks-suite';

tasksSuite((clock) => testDeps(clock));
