/** POST /transfer under concurrency, on PGlite (the suite: transfer-concurrency-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { transferConcurrencySuite } from './transfer-concurrency-suite';

transferConcurrencySuite(() => testDeps());
