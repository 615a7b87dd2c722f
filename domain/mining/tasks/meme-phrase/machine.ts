/**
 * The meme-phrase task's sheet (seed 001 §3 type memePhrase; docs/decisions/tasks.md "Tasks (issue 20)",
 * "Meme phrase"): the user types the campaign's phrase; nothing typed, or more than any phrase, is
 * refused here; otherwise the server compares it. Solved ends the flow (the boost granted once);
 * a wrong phrase says how many tries are left, and when the next is allowed once none are; the
 * campaign over ends it too. One idempotency key per press (provide.ts).
 *
 * Each state's tags name what the sheet shows (selectMemePhraseView reads them, never state names).
 */
import { assign, fromPromise, setup } from 'xstate';
import { failureOf } from '../../../shared/api-failure';
import { notProvided } from '../../../shared/not-provided';
import type { Instant } from '../../shared/types';
import { tasksFailureOf, type TasksFailure } from '../failure';
import type { SolutionAnswer } from './port';
import { normalisePhrase, phraseProblem, type PhraseProblem } from './rules';

export type MemePhraseFailure =
  /** Checked before sending: nothing typed, or longer than any phrase. */
  | { readonly type: PhraseProblem }
  | { readonly type: 'wrong-phrase'; readonly triesLeft: number; readonly retryAt: Instant | null }
  | { readonly type: 'too-many-guesses'; readonly retryAt: Instant | null }
  | { readonly type: 'phrase-ended' }
  | TasksFailure;

export function memePhraseFailureOf(error: unknown): MemePhraseFailure {
  const failure = failureOf(error);
  if (failure.type === 'rejected' && failure.code === 'phrase-ended') return { type: 'phrase-ended' };
  if (failure.type === 'rejected' && failure.code === 'too-many-guesses') {
    const retryAt = failure.params?.retryAt;
    return { type: 'too-many-guesses', retryAt: retryAt !== undefined && !Number.isNaN(Date.parse(retryAt)) ? retryAt : null };
  }
  return tasksFailureOf(error);
}

export interface MemePhraseContext {
  readonly code: string;
  readonly text: string;
  readonly failure: MemePhraseFailure | null;
}

export type MemePhraseEvent = { readonly type: 'phrase.change'; readonly value: string } | { readonly type: 'phrase.submit' };

export const memePhraseMachine = setup({
  types: {} as { context: MemePhraseContext; events: MemePhraseEvent; input: { readonly code: string } },
  actors: {
    /** /v2/check/sendSolution with the normalised phrase and this press's idempotency key. */
    send: fromPromise<SolutionAnswer, { readonly code: string; readonly solution: string }>(notProvided),
  },
  actions: {
    /** Solved: the tasks list is read again. */
    solved: (_, _params: { readonly answer: SolutionAnswer }) => notProvided(),
  },
  guards: {
    isSendable: ({ context }) => phraseProblem(context.text) === null,
    isSolved: ({ event }) => 'output' in event && (event.output as SolutionAnswer).solved,
    hasEnded: ({ event }) => memePhraseFailureOf('error' in event ? event.error : undefined).type === 'phrase-ended',
  },
}).createMachine({
  id: 'memePhrase',
  context: ({ input }) => ({ code: input.code, text: '', failure: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The phrase field.',
      tags: ['editing'],
      on: {
        'phrase.change': { actions: assign({ text: ({ event }) => event.value, failure: null }) },
        'phrase.submit': [
          { guard: 'isSendable', target: 'sending' },
          { actions: assign({ failure: ({ context }) => ({ type: phraseProblem(context.text) ?? 'empty' }) }) },
        ],
      },
    },
    sending: {
      description: 'The server compares the phrase with the campaign’s.',
      tags: ['editing', 'busy'],
      entry: assign({ failure: null }),
      invoke: {
        src: 'send',
        input: ({ context }) => ({ code: context.code, solution: normalisePhrase(context.text) }),
        onDone: [
          { guard: 'isSolved', target: 'solved', actions: { type: 'solved', params: ({ event }) => ({ answer: event.output }) } },
          { target: 'editing', actions: assign({ failure: ({ event }) => ({ type: 'wrong-phrase', triesLeft: event.output.triesLeft, retryAt: event.output.retryAt }) }) },
        ],
        onError: [
          { guard: 'hasEnded', target: 'ended', actions: assign({ failure: { type: 'phrase-ended' } }) },
          { target: 'editing', actions: assign({ failure: ({ event }) => memePhraseFailureOf(event.error) }) },
        ],
      },
    },
    solved: {
      description: 'The right phrase: the boost is granted.',
      tags: ['done'],
      type: 'final',
    },
    ended: {
      description: 'The campaign is over: no phrase is taken any more.',
      tags: ['ended'],
      type: 'final',
    },
  },
});

export interface MemePhraseView {
  readonly step: 'editing' | 'done' | 'ended';
  readonly busy: boolean;
  readonly text: string;
  readonly failure: MemePhraseFailure | null;
}

export function selectMemePhraseView(snapshot: { hasTag(tag: string): boolean; readonly context: MemePhraseContext }): MemePhraseView {
  const step = snapshot.hasTag('done') ? 'done' : snapshot.hasTag('ended') ? 'ended' : 'editing';
  return { step, busy: snapshot.hasTag('busy'), text: snapshot.context.text, failure: snapshot.context.failure };
}
