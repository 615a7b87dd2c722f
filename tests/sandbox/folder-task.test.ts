/** The folder task, on PGlite (the suite: folder-task-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { folderTaskSuite } from './folder-task-suite';

folderTaskSuite((clock) => testDeps(clock));
