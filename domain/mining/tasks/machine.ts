/**
 * The tasks screen (seed 001 §2 "Tasks screen", §4 "Mining", "Task"; docs/decisions/tasks.md "Tasks
 * (issue 20)").
 *
 * - The tab comes from the URL (rules.ts `taskTabOf`); choosing another reads its list. Airdrops
 *   read no task list.
 * - The list is read, then polled every 30 s while the app is visible (domain/shared/polling.ts);
 *   a failed poll keeps the previous list. The server verifies every task on each read and grants
 *   what is newly done, so the sheet's Check is a read now.
 * - A one-second tick moves the deadlines' countdowns (the server's time projected from the answer).
 *
 * Each state's tags name what the screen shows (selectors.ts reads them, never state names).
 */
import { assign, fromCallback, fromPromise, sendTo, setup, spawnChild, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../shared/api-failure';
import { failureParamsOf } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import { pollingMachine } from '../../shared/polling';
import type { ConfirmCall, ReceivedConfirmation, ReceivedTaskList, TasksContext, TasksInput } from './context';
import type { TasksEvent } from './events';
import { confirmFailureOf, tasksFailureOfEvent } from './failure';
import { tasksGuards } from './guards';
import { activatesDailyBoost, listAfterConfirmation, TASKS_POLL_MS, taskListOf } from './rules';
import { withTimer, type BoostTimer } from './timers';
import type { TaskListName } from './types';

/** Which call confirms the open task. */
const confirmCallOf = (context: TasksContext): ConfirmCall['call'] => {
  const task = context.received?.list.tasks.find((entry) => entry.code === context.openCode);
  return task !== undefined && activatesDailyBoost(task) ? 'daily' : 'subscription';
};

export const tasksMachine = setup({
  types: {} as { context: TasksContext; events: TasksEvent; input: TasksInput },
  actors: {
    load: fromPromise<ReceivedTaskList, TaskListName>(notProvided),
    /** The polling of the same list (pollingMachine provided with the read; its subject is the list). */
    poll: pollingMachine,
    /** Sends 'clock.tick' with the device time every second. */
    ticker: fromCallback<TasksEvent>(notProvided),
    /** confirmSubscription or activateDailyBoost with this press's key. */
    confirm: fromPromise<ReceivedConfirmation, ConfirmCall>(notProvided),
    /** /v2/check/cfts for a code; sends back 'timer.recorded' (a failure is logged: the timer does not start). */
    recordStart: fromCallback<TasksEvent, string>(notProvided),
    /** /v2/check/cfts with reduce for a code; sends back 'timer.recorded' with the server's reduced timer (a failure is logged). */
    speedUp: fromCallback<TasksEvent, string>(notProvided),
  },
  actions: {
    /** Keeps the timers in local storage (timers.ts BOOST_TIMERS_KEY). */
    persistTimers: (_, _params: { readonly timers: readonly BoostTimer[] }) => notProvided(),
    logFailure: (_, _params: { readonly what: 'tasks' | 'confirm'; readonly failure: ApiFailure }) => notProvided(),
  },
  guards: tasksGuards,
}).createMachine({
  id: 'tasks',
  context: ({ input }) => ({ tab: input.tab, received: null, now: 0, failure: null, openCode: null, confirmFailure: null, dailyTaken: 0, timers: input.timers ?? [] }),
  invoke: { src: 'ticker' },
  on: {
    'clock.tick': { actions: assign({ now: ({ event }) => event.now }) },
    'tab.select': { target: '.choosing', actions: assign({ tab: ({ event }) => event.tab, received: null, openCode: null }) },
    'task.open': { actions: assign({ openCode: ({ event }) => event.code, confirmFailure: null }) },
    'task.close': { actions: assign({ openCode: null, confirmFailure: null }) },
    // A timed task's Open: the server records the start once; pressing again restarts nothing there.
    'timer.start': { guard: 'hasTimer', actions: spawnChild('recordStart', { input: ({ event }) => (event.type === 'timer.start' ? event.code : '') }) },
    // The reduction is the server's: the timer shortens only by what it answers.
    'timer.speedUp': { guard: 'hasTimer', actions: spawnChild('speedUp', { input: ({ event }) => (event.type === 'timer.speedUp' ? event.code : '') }) },
    'timer.recorded': {
      actions: [
        assign({ timers: ({ context, event }) => withTimer(context.timers, event.timer) }),
        { type: 'persistTimers', params: ({ context }) => ({ timers: context.timers }) },
      ],
    },
  },
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Which list the tab reads.',
      tags: ['loading'],
      always: [{ guard: 'showsNoList', target: 'airdrops' }, { target: 'loading' }],
    },
    loading: {
      description: "Reading the tab's list; the server checks and grants on this read.",
      tags: ['loading'],
      entry: assign({ failure: null }),
      invoke: {
        src: 'load',
        input: ({ context }) => taskListOf(context.tab) ?? 'general',
        onDone: { target: 'ready', actions: assign({ received: ({ event }) => event.output }) },
        onError: [
          { guard: 'isAborted', target: 'failed' },
          { target: 'failed', actions: [assign({ failure: tasksFailureOfEvent }), { type: 'logFailure', params: failureParamsOf('tasks') }] },
        ],
      },
    },
    failed: {
      description: 'The list could not be read; the screen offers a retry.',
      tags: ['failed'],
      on: { 'tasks.retry': 'choosing' },
    },
    ready: {
      description: 'The list is shown and polled every 30 s; a failed poll keeps it.',
      tags: ['ready'],
      invoke: { id: 'poll', src: 'poll', input: ({ context }) => ({ intervalMs: TASKS_POLL_MS, pollAtStart: false, subject: taskListOf(context.tab) }) },
      on: {
        'poll.answer': { actions: assign({ received: ({ event }) => event.output }) },
        'tasks.check': { actions: sendTo('poll', { type: 'poll.now' }) },
      },
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing being confirmed; Check on a channel subscription confirms it, Take on the daily reward takes it.',
          on: { 'task.confirm': { guard: 'opensConfirmable', target: 'confirming' } },
        },
        confirming: {
          description: 'confirmSubscription or activateDailyBoost for the open task; presses meanwhile do nothing.',
          tags: ['confirming'],
          entry: assign({ confirmFailure: null }),
          invoke: {
            src: 'confirm',
            input: ({ context }) => ({ code: context.openCode ?? '', call: confirmCallOf(context) }),
            onDone: {
              target: 'idle',
              actions: assign({
                received: ({ context, event }) =>
                  context.received === null ? null : { list: listAfterConfirmation(context.received.list, event.output.confirmed), receivedAt: event.output.receivedAt },
                dailyTaken: ({ context, event }) => context.dailyTaken + ('currentDay' in event.output.confirmed ? 1 : 0),
              }),
            },
            onError: [
              { guard: 'isAborted', target: 'idle' },
              // Already taken today (another device, a stale list): said politely, and the list read again to show it taken.
              { guard: 'isAlreadyToday', target: 'idle', actions: [assign({ confirmFailure: { type: 'already-today' } }), sendTo('poll', { type: 'poll.now' })] },
              { target: 'idle', actions: [assign({ confirmFailure: ({ event }) => confirmFailureOf(event.error) }), { type: 'logFailure', params: failureParamsOf('confirm') }] },
            ],
          },
        },
      },
    },
    airdrops: {
      description: 'The airdrops tab: no task list of its own.',
      tags: ['airdrops'],
    },
  },
});

export type TasksSnapshot = SnapshotFrom<typeof tasksMachine>;
