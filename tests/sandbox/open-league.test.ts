/** The open-league task, on PGlite (the suite: open-league-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { openLeagueSuite } from './open-league-suite';

openLeagueSuite((clock) => testDeps(clock));
