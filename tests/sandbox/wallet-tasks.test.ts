/** The tasks that need a connected TON wallet, on PGlite (the suite: wallet-tasks-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { walletTasksSuite } from './wallet-tasks-suite';

walletTasksSuite((clock) => testDeps(clock));
