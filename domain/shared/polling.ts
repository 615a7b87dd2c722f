/**
 * Polling (the wallet home, the mining area's balances, the auction, autoclaim and copy-trade status): one poll at
 * start, then one every interval after the previous answer; paused while the app is hidden (no
 * calls from a phone in a pocket), polling again at once when it is shown; stopped with whoever
 * invoked it (its timer and the call in flight go with it). A failed poll is logged and the
 * polling goes on; an aborted one is nobody's failure (failures.ts). Each answer is handed to
 * whoever invoked the polling as a 'poll.answer' event ({ output }), so a machine that shows what
 * it polls keeps the data in its own context while the timing rules stay here.
 *
 * Visibility reaches the domain as 'app.visibility' events, from the AppVisibility port through the
 * `watchVisibility` actor (see `providePolling`), never from the DOM.
 */
import { enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { ApiFailure } from './api-failure';
import { failureParams, isAborted, logFailureWith } from './failures';
import { notProvided } from './not-provided';

/** Whether the app is on screen; the browser adapter reads the page's visibility. */
export interface AppVisibility {
  readonly visible: boolean;
  /** Calls back on every change; returns the unsubscribe function. */
  subscribe(listener: (visible: boolean) => void): () => void;
}

export interface PollingInput {
  readonly intervalMs: number;
  /**
   * Poll as soon as the app is visible at start (the default). False when whoever starts the
   * polling has just loaded the same data itself (the wallet home's first load): the first poll
   * then waits one interval. Showing a hidden app still polls at once.
   */
  readonly pollAtStart?: boolean | undefined;
  /** What to poll (an account), handed to every poll; plain data, so snapshots stay serialisable. */
  readonly subject?: unknown;
}

interface PollingContext {
  readonly intervalMs: number;
  readonly pollAtStart: boolean;
  readonly subject: unknown;
}

export type PollingEvent =
  | { readonly type: 'app.visibility'; readonly visible: boolean }
  /** Poll now (a pull-to-refresh): the interval starts again after its answer. */
  | { readonly type: 'poll.now' };

/** What the polling sends its parent after every successful poll. */
export interface PollAnswerEvent<T = unknown> {
  readonly type: 'poll.answer';
  readonly output: T;
}

export const pollingMachine = setup({
  types: {} as { context: PollingContext; events: PollingEvent; input: PollingInput },
  actors: {
    poll: fromPromise<unknown, unknown>(notProvided),
    watchVisibility: fromCallback<PollingEvent>(notProvided),
  },
  actions: {
    logFailure: (_, _params: { readonly failure: ApiFailure }) => notProvided(),
    reportAnswer: enqueueActions(({ enqueue, self, event }) => {
      // A polling started on its own (a test) has nobody to tell.
      const parent = self._parent;
      if (parent) enqueue.sendTo(parent, { type: 'poll.answer', output: 'output' in event ? event.output : undefined } satisfies PollAnswerEvent);
    }),
  },
  delays: {
    interval: ({ context }) => Math.max(0, context.intervalMs),
  },
  guards: {
    isAborted,
    isHidden: ({ event }) => event.type === 'app.visibility' && !event.visible,
    isVisible: ({ event }) => event.type === 'app.visibility' && event.visible,
    /** Shown at start, but the starter has just loaded the data itself. */
    isVisibleAfterLoad: ({ context, event }) => event.type === 'app.visibility' && event.visible && !context.pollAtStart,
  },
}).createMachine({
  id: 'polling',
  context: ({ input }) => ({ intervalMs: input.intervalMs, pollAtStart: input.pollAtStart ?? true, subject: input.subject }),
  invoke: { src: 'watchVisibility' },
  initial: 'starting',
  states: {
    starting: {
      description: 'Waiting for the visibility watcher to say whether the app is shown (it says so at once).',
      on: {
        'app.visibility': [
          { guard: 'isVisibleAfterLoad', target: 'active.waiting' },
          { guard: 'isVisible', target: 'active' },
          { target: 'paused' },
        ],
      },
    },
    active: {
      description: "The app is visible: poll, wait an interval, poll again ('poll.now' cuts the wait short).",
      on: { 'app.visibility': { guard: 'isHidden', target: 'paused' } },
      initial: 'polling',
      states: {
        polling: {
          description: 'A poll is running.',
          invoke: {
            src: 'poll',
            input: ({ context }: { readonly context: PollingContext }) => context.subject,
            onDone: { target: 'waiting', actions: 'reportAnswer' },
            onError: [
              { guard: 'isAborted', target: 'waiting' },
              { target: 'waiting', actions: { type: 'logFailure', params: failureParams } },
            ],
          },
        },
        waiting: {
          description: 'Waiting one interval after the last answer.',
          after: { interval: 'polling' },
          on: { 'poll.now': 'polling' },
        },
      },
    },
    paused: {
      description: 'The app is hidden: no timer, no call; showing it polls at once.',
      on: { 'app.visibility': { guard: 'isVisible', target: 'active' } },
    },
  },
});

/** The polling machine with its effects: what to poll, the visibility port and the logger. */
export function providePolling(
  poll: (signal: AbortSignal, subject: unknown) => Promise<unknown>,
  ports: { readonly visibility: AppVisibility; readonly logger: { warn(message: string, detail?: unknown): void } },
  what = 'poll',
) {
  return pollingMachine.provide({
    actors: {
      poll: fromPromise(({ signal, input }) => poll(signal, input)),
      watchVisibility: fromCallback<PollingEvent>(({ sendBack }) => {
        // The machine waits for this first report, so a poll never starts while the app is hidden.
        sendBack({ type: 'app.visibility', visible: ports.visibility.visible });
        return ports.visibility.subscribe((visible) => sendBack({ type: 'app.visibility', visible }));
      }),
    },
    actions: { logFailure: logFailureWith(ports.logger, what) },
  });
}
