/** GET /transaction, a transaction's receipt (issue 38), on a real PostgreSQL server (the suite: receipt-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { receiptSuite } from './receipt-suite';

receiptSuite((clock) => postgresTestDeps(clock));
