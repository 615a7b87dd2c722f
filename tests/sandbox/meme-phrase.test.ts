/** The meme-phrase task, on PGlite (the suite: meme-phrase-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { memePhraseSuite } from './meme-phrase-suite';

memePhraseSuite((clock) => testDeps(clock));
