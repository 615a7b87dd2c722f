/** Proof of humanity on a real PostgreSQL server: the code's limit under concurrent guesses, payment once per key (the suite: mining-prove-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { proveSuite } from './mining-prove-suite';

proveSuite((clock) => postgresTestDeps(clock));
