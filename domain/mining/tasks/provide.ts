/** The only place where the tasks machine meets the ports, each asked for by its own type. */
import { fromCallback, fromPromise } from 'xstate';
import type { Clock } from '../../shared/clock';
import { logNamedFailureWith } from '../../shared/failures';
import type { Logger } from '../../shared/logger';
import type { Storage } from '../../shared/storage';
import { providePolling, type AppVisibility } from '../../shared/polling';
import { randomIdempotencyKey, type IdempotencyOptions } from '../../shared/idempotency';
import type { ConfirmCall, ReceivedConfirmation, ReceivedTaskList } from './context';
import type { TasksEvent } from './events';
import { tasksMachine } from './machine';
import type { TasksApi } from './port';
import { boostTimerKey, storedTimers, timerFromServer, type BoostTimer } from './timers';
import type { TaskListName } from './types';
import { clockTicker, globalTimers, type TickTimers } from '../../shared/ticker';

export interface TasksPorts {
  readonly tasksApi: TasksApi;
  readonly storage: Storage;
  readonly clock: Clock;
  readonly visibility: AppVisibility;
  readonly logger: Logger;
}

const TICK_MS = 1000;

export function provideTasks(ports: TasksPorts, options: IdempotencyOptions & { readonly timers?: TickTimers } = {}) {
  const timers = options.timers ?? globalTimers;
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('subscription');
  const newDailyKey = options.newIdempotencyKey ?? randomIdempotencyKey('daily-boost');
  const read = async (list: TaskListName, signal: AbortSignal): Promise<ReceivedTaskList> => {
    const answer = await ports.tasksApi.tasks(list, { signal, requestId: 'mining-tasks' });
    return { list: answer, receivedAt: ports.clock.now() };
  };
  return tasksMachine.provide({
    actors: {
      load: fromPromise<ReceivedTaskList, TaskListName>(({ input, signal }) => read(input, signal)),
      poll: providePolling((signal, subject) => read(subject as TaskListName, signal), ports, 'tasks: poll'),
      ticker: clockTicker<TasksEvent>(ports.clock, timers, { everyMs: TICK_MS, atOnce: true }),
      // No abort signal: closing the sheet must not leave a confirmation half known.
      confirm: fromPromise<ReceivedConfirmation, ConfirmCall>(async ({ input }) => {
        const confirmed =
          input.call === 'daily'
            ? await ports.tasksApi.activateDailyBoost({ idempotencyKey: newDailyKey() })
            : await ports.tasksApi.confirmSubscription({ subscriptionType: input.code }, { idempotencyKey: newKey() });
        return { confirmed, receivedAt: ports.clock.now() };
      }),
      recordStart: fromCallback<TasksEvent, string>(({ input, sendBack }) => {
        void ports.tasksApi.checkCfts(input, { requestId: 'mining-tasks-timer' }).then(
          (answer) => sendBack({ type: 'timer.recorded', timer: timerFromServer(input, answer, ports.clock.now()) }),
          (error: unknown) => ports.logger.warn('tasks: timer start', { error: String(error) }),
        );
      }),
      speedUp: fromCallback<TasksEvent, string>(({ input, sendBack }) => {
        void ports.tasksApi.speedUpTimer(input, { requestId: 'mining-tasks-timer' }).then(
          (answer) => sendBack({ type: 'timer.recorded', timer: timerFromServer(input, answer, ports.clock.now()) }),
          (error: unknown) => ports.logger.warn('tasks: timer speed-up', { error: String(error) }),
        );
      }),
    },
    actions: {
      logFailure: logNamedFailureWith(ports.logger, 'tasks: '),
      persistTimers: (_, params) => {
        for (const timer of params.timers) ports.storage.set(boostTimerKey(timer.code), timer);
      },
    },
  });
}

/** The timers kept in local storage, for the machine's input (a corrupt one is dropped). */
export const restoredTimers = (storage: Storage): BoostTimer[] => storedTimers((code) => storage.get(boostTimerKey(code)));
