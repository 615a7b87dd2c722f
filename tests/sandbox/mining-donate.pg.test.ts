/** Donations on a real PostgreSQL server: under 99 TON earns no hall-of-fame entry, a key pays once (mining-donate-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { donateSuite } from './mining-donate-suite';

donateSuite((clock) => postgresTestDeps(clock));
