/** The swap-and-hold task, on PGlite (the suite: swap-hold-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { swapHoldSuite } from './swap-hold-suite';

swapHoldSuite((clock) => testDeps(clock));
