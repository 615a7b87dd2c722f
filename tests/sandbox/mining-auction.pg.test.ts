/** The auction claim on a real PostgreSQL server: pays once under concurrent and replayed claims, conserves SWITCH (mining-auction-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { auctionSuite } from './mining-auction-suite';

auctionSuite((clock) => postgresTestDeps(clock));
