/**
 * The meme-phrase task (seed 001 §3 type memePhrase; §7 names the path `/v2/check/sendSolution`
 * without a payload; docs/decisions/tasks.md "Tasks (issue 20)", "Meme phrase"): the app sends the phrase
 * the user typed; the server compares it, normalised, with the campaign's secret phrase (its
 * configuration) and grants the boost once. A wrong phrase is an answer (`solved: false`, recorded
 * with the key), not a refusal; five wrong in ten minutes, and further guesses wait.
 */
import { z } from 'zod/mini';
import { MEME_PHRASE_MAX } from '../../../../domain/mining/tasks/meme-phrase/rules';
import { endpoint } from '../endpoint';
import { userMiningSchema } from './record';
import { instantSchema, serverTimeSchema } from './shared';
import { taskSchema } from './tasks';

export const memePhraseContract = {
  sendSolution: endpoint({
    method: 'POST',
    path: '/v2/check/sendSolution',
    summary:
      'Send the meme phrase for a memePhrase task: compared normalised (NFC, case, whitespace) with the campaign’s phrase; solved grants the boost once; a wrong phrase answers solved false and counts against 5 per 10 minutes. 404 unknown-task; 409 phrase-ended; 429 too-many-guesses (params retryAt)',
    query: undefined,
    body: z.object({
      /** The memePhrase task's code. */
      code: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,47}$/, 'task code')),
      /** The phrase as typed (the app sends it normalised; the server normalises again). */
      solution: z.string().check(z.minLength(1), z.maxLength(MEME_PHRASE_MAX)),
    }),
    response: z.object({
      solved: z.boolean(),
      /** Wrong guesses still allowed in the window now. */
      triesLeft: z.int().check(z.minimum(0), z.maximum(100)),
      /** When the next guess is allowed once none are left, else null. */
      retryAt: z.nullable(instantSchema),
      task: taskSchema,
      mining: userMiningSchema,
      serverTime: serverTimeSchema,
    }),
    movesValue: true,
  }),
} as const;
