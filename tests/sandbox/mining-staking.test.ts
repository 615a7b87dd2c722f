/** Staking on PGlite (the suite: mining-staking-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { stakingSuite } from './mining-staking-suite';

stakingSuite((clock) => testDeps(clock));
