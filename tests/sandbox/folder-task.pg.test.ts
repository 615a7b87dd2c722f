/** The folder task, on a real PostgreSQL server (the suite: folder-task-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { folderTaskSuite } from './folder-task-suite';

folderTaskSuite((clock) => postgresTestDeps(clock));
