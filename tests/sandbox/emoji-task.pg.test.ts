/** The emoji task and the timers' reduction, on a real PostgreSQL server (the suite: emoji-task-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { emojiTaskSuite } from './emoji-task-suite';

emojiTaskSuite((clock) => postgresTestDeps(clock));
