/** The open-league task, on a real PostgreSQL server (the suite: open-league-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { openLeagueSuite } from './open-league-suite';

openLeagueSuite((clock) => postgresTestDeps(clock));
