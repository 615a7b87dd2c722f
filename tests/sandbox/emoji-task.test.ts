/** The emoji task and the timers' reduction, on PGlite (the suite: emoji-task-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { emojiTaskSuite } from './emoji-task-suite';

emojiTaskSuite((clock) => testDeps(clock));
