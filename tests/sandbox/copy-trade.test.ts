/** Copy trading on the embedded store (the suite: copy-trade-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { copyTradeSuite } from './copy-trade-suite';

copyTradeSuite((clock) => testDeps(clock));
