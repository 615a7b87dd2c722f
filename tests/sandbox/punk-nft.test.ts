/** The NFT task, on PGlite (the suite: punk-nft-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { punkNftSuite } from './punk-nft-suite';

punkNftSuite((clock) => testDeps(clock));
