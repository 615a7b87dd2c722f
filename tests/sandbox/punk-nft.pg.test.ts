/** The NFT task, on a real PostgreSQL server (the suite: punk-nft-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { punkNftSuite } from './punk-nft-suite';

punkNftSuite((clock) => postgresTestDeps(clock));
