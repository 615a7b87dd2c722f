/** The create-coin task, on PGlite (the suite: create-coin-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { createCoinSuite } from './create-coin-suite';

createCoinSuite((clock) => testDeps(clock));
