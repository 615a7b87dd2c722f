/**
 * The airdrops tab (seed 001 §2 "Tasks screen", §3 "Airdrop", §6; docs/decisions/airdrops.md "Airdrops
 * (issue 20)").
 *
 * - The list is read at once and polled every 30 s while the app is visible; a failed read is
 *   ignored (seed 001 §8 "airdrop load failures are ignored"): logged, the previous list kept.
 * - The tab is locked while the server counts fewer invited friends than it asks (3).
 * - A task's Check confirms it with confirmSubscription and the airdrop's id; the server checks its
 *   records (the channel, the wallet's deposits) and answers the airdrop as it now stands.
 * - A one-second tick moves the deadlines' countdowns (the server's time projected from the answer).
 *
 * Each state's tags name what the screen shows (airdrops-view.ts reads them, never state names).
 */
import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../shared/api-failure';
import { failureOf } from '../../shared/api-failure';
import { failureParamsOf, isAborted } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import { pollingMachine, type PollAnswerEvent } from '../../shared/polling';
import { airdropsLocked, withAirdrop, type AirdropConfirmed, type AirdropList } from './airdrops';
import { tasksFailureOf, type TasksFailure } from './failure';
import { TASKS_POLL_MS } from './rules';

export interface ReceivedAirdrops {
  readonly list: AirdropList;
  readonly receivedAt: number;
}

export interface AirdropTaskRef {
  readonly airdropId: string;
  readonly code: string;
}

/** Why an airdrop's task was not confirmed: the server's refusal codes the screen words, or a generic failure. */
export type AirdropConfirmFailure =
  | { readonly type: 'not-a-member' | 'no-deposit' | 'airdrops-locked' | 'airdrop-ended' }
  | TasksFailure;

const REFUSALS = ['not-a-member', 'no-deposit', 'airdrops-locked', 'airdrop-ended'] as const;

export function airdropConfirmFailureOf(error: unknown): AirdropConfirmFailure {
  const failure = failureOf(error);
  const refusal = failure.type === 'rejected' ? REFUSALS.find((code) => code === failure.code) : undefined;
  return refusal === undefined ? tasksFailureOf(error) : { type: refusal };
}

export interface AirdropsContext {
  readonly received: ReceivedAirdrops | null;
  /** The device clock at the last tick. */
  readonly now: number;
  /** The task being confirmed, or the last one confirmed or refused. */
  readonly target: AirdropTaskRef | null;
  readonly failure: AirdropConfirmFailure | null;
}

export type AirdropsEvent =
  | { readonly type: 'airdrop.confirm'; readonly airdropId: string; readonly code: string }
  | { readonly type: 'clock.tick'; readonly now: number }
  | PollAnswerEvent<ReceivedAirdrops>;

export const airdropsMachine = setup({
  types: {} as { context: AirdropsContext; events: AirdropsEvent },
  actors: {
    /** The polling of the list (pollingMachine provided with the read), at once and every 30 s. */
    poll: pollingMachine,
    ticker: fromCallback<AirdropsEvent>(notProvided),
    /** confirmSubscription with the airdrop's id and this press's key. */
    confirm: fromPromise<{ readonly confirmed: AirdropConfirmed; readonly receivedAt: number }, AirdropTaskRef>(notProvided),
  },
  actions: {
    logFailure: (_, _params: { readonly what: 'airdrop'; readonly failure: ApiFailure }) => notProvided(),
  },
  guards: {
    isAborted,
    /** The list is read and the server counts enough friends (a locked tab offers no Check). */
    isOpen: ({ context }) => context.received !== null && !airdropsLocked(context.received.list),
  },
}).createMachine({
  id: 'airdrops',
  context: { received: null, now: 0, target: null, failure: null },
  invoke: [{ src: 'ticker' }, { id: 'poll', src: 'poll', input: { intervalMs: TASKS_POLL_MS, pollAtStart: true } }],
  on: {
    'clock.tick': { actions: assign({ now: ({ event }) => event.now }) },
    'poll.answer': { actions: assign({ received: ({ event }) => event.output }) },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'Shown (or waiting for the first answer); Check on a task confirms it while the tab is open.',
      on: {
        'airdrop.confirm': { guard: 'isOpen', target: 'confirming', actions: assign({ target: ({ event }) => ({ airdropId: event.airdropId, code: event.code }), failure: null }) },
      },
    },
    confirming: {
      description: 'confirmSubscription with the airdrop’s id; presses meanwhile do nothing.',
      tags: ['confirming'],
      invoke: {
        src: 'confirm',
        input: ({ context }) => context.target ?? { airdropId: '', code: '' },
        onDone: {
          target: 'idle',
          actions: assign({
            received: ({ context, event }) =>
              context.received === null
                ? null
                : { list: withAirdrop(context.received.list, event.output.confirmed.airdrop, event.output.confirmed.serverTime), receivedAt: event.output.receivedAt },
          }),
        },
        onError: [
          { guard: 'isAborted', target: 'idle' },
          { target: 'idle', actions: [assign({ failure: ({ event }) => airdropConfirmFailureOf(event.error) }), { type: 'logFailure', params: failureParamsOf('airdrop') }] },
        ],
      },
    },
  },
});

export type AirdropsSnapshot = SnapshotFrom<typeof airdropsMachine>;
