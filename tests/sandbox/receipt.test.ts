/** GET /transaction, a transaction's receipt (issue 38), on PGlite (the suite: receipt-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { receiptSuite } from './receipt-suite';

receiptSuite((clock) => testDeps(clock));
