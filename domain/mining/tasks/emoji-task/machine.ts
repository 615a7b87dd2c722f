/**
 * The emoji task's check (seed 001 §4 "Boost timers": "on completion, emoji activation is checked
 * with the server"; docs/decisions/tasks.md "Tasks (issue 20)", "The emoji task"). The timer itself is the
 * tasks machine's (started by the sheet's Open, like a partner app's); this machine runs the check
 * once it has run out: checking, then activated (granted: the tasks list is read again), or back to
 * idle saying the status is not set, or the timer still running by the server's record. Other
 * failures are only logged (seed 001 §8 "Silent failures": the emoji check).
 *
 * Each state's tags name what the sheet shows (selectEmojiTaskView reads them, never state names).
 */
import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type ApiFailure } from '../../../shared/api-failure';
import { failureParams, isAborted } from '../../../shared/failures';
import { notProvided } from '../../../shared/not-provided';
import type { EmojiChecked } from './port';

/** What the last check told the user. */
export type EmojiOutcome = 'not-set' | 'timer-running' | 'timer-not-started';

export interface EmojiTaskContext {
  readonly outcome: EmojiOutcome | null;
}

export type EmojiTaskEvent =
  /** The sheet's Check, once the timer has run out on the device. */
  | { readonly type: 'emoji.check' }
  /** The user opened the emoji set again (to set the status): the last outcome is stale. */
  | { readonly type: 'emoji.opened' };

const REFUSALS = ['timer-running', 'timer-not-started'] as const;

/** The refusal an error event carries, or null for any other failure. */
export function emojiRefusalOf(error: unknown): EmojiOutcome | null {
  const failure = failureOf(error);
  return failure.type === 'rejected' ? (REFUSALS.find((code) => code === failure.code) ?? null) : null;
}

export const emojiTaskMachine = setup({
  types: {} as { context: EmojiTaskContext; events: EmojiTaskEvent },
  actors: {
    /** /boost/checkEmoji with this press's idempotency key. */
    check: fromPromise<EmojiChecked>(notProvided),
  },
  actions: {
    /** The task was granted: the tasks list is read again (the card shows it done, the speed risen). */
    granted: (_, _params: { readonly checked: EmojiChecked }) => notProvided(),
    logFailure: (_, _params: { readonly failure: ApiFailure }) => notProvided(),
  },
  guards: {
    isActivated: ({ event }) => 'output' in event && (event.output as EmojiChecked).activated,
    isRefused: ({ event }) => 'error' in event && emojiRefusalOf(event.error) !== null,
    isAborted,
  },
}).createMachine({
  id: 'emojiTask',
  context: { outcome: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for Check (the sheet enables it once the timer has run out).',
      tags: ['idle'],
      on: {
        'emoji.check': 'checking',
        'emoji.opened': { actions: assign({ outcome: null }) },
      },
    },
    checking: {
      description: 'The server checks its timer record and the emoji status; presses meanwhile do nothing.',
      tags: ['busy'],
      entry: assign({ outcome: null }),
      invoke: {
        src: 'check',
        onDone: [
          { guard: 'isActivated', target: 'activated', actions: { type: 'granted', params: ({ event }) => ({ checked: event.output }) } },
          { target: 'idle', actions: assign({ outcome: 'not-set' }) },
        ],
        onError: [
          { guard: 'isRefused', target: 'idle', actions: assign({ outcome: ({ event }) => emojiRefusalOf(event.error) }) },
          { guard: 'isAborted', target: 'idle' },
          { target: 'idle', actions: { type: 'logFailure', params: failureParams } },
        ],
      },
    },
    activated: {
      description: 'The status is set and the boost granted.',
      tags: ['done'],
      type: 'final',
    },
  },
});

export interface EmojiTaskView {
  readonly busy: boolean;
  readonly done: boolean;
  readonly outcome: EmojiOutcome | null;
}

export function selectEmojiTaskView(snapshot: { hasTag(tag: string): boolean; readonly context: EmojiTaskContext }): EmojiTaskView {
  return { busy: snapshot.hasTag('busy'), done: snapshot.hasTag('done'), outcome: snapshot.context.outcome };
}
