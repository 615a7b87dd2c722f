/** The tasks another feature's record verifies, on PGlite (the suite: fact-tasks-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { factTasksSuite } from './fact-tasks-suite';

factTasksSuite((clock) => testDeps(clock));
