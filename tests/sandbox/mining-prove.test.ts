/** Proof of humanity on PGlite (the suite: mining-prove-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { proveSuite } from './mining-prove-suite';

proveSuite((clock) => testDeps(clock));
