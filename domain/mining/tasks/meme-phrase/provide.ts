/** Where the meme-phrase machine meets its port: a new idempotency key per press. */
import { fromPromise } from 'xstate';
import { randomIdempotencyKey, type IdempotencyOptions } from '../../../shared/idempotency';
import { memePhraseMachine } from './machine';
import type { MemePhraseApi, SolutionAnswer } from './port';

export function provideMemePhrase(api: MemePhraseApi, onSolved: (answer: SolutionAnswer) => void, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('meme-phrase');
  return memePhraseMachine.provide({
    actors: { send: fromPromise<SolutionAnswer, { readonly code: string; readonly solution: string }>(({ input }) => api.sendSolution(input, { idempotencyKey: newKey() })) },
    actions: { solved: (_, params) => onSolved(params.answer) },
  });
}
