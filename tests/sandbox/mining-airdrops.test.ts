/** Airdrops locked, verified and entered once, on PGlite (the suite: mining-airdrops-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { airdropsSuite } from './mining-airdrops-suite';

airdropsSuite((clock) => testDeps(clock));
