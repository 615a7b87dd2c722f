/** The meme-phrase task, on a real PostgreSQL server (the suite: meme-phrase-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { memePhraseSuite } from './meme-phrase-suite';

memePhraseSuite((clock) => postgresTestDeps(clock));
