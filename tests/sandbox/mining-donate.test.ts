/** Donations on the embedded store (the suite: mining-donate-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { donateSuite } from './mining-donate-suite';

donateSuite((clock) => testDeps(clock));
