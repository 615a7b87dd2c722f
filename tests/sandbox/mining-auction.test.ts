/** The auction claim on the embedded store (the suite: mining-auction-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { auctionSuite } from './mining-auction-suite';

auctionSuite((clock) => testDeps(clock));
