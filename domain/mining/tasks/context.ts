/** What the tasks screen keeps (machine.ts): plain data only, so its snapshots serialise. */
import type { ConfirmFailure, TasksFailure } from './failure';
import type { BoostTimer } from './timers';
import type { SubscriptionConfirmed, TaskList, TaskTab } from './types';

/** A list with the device-clock instant it arrived (the server's time is projected from it). */
export interface ReceivedTaskList {
  readonly list: TaskList;
  readonly receivedAt: number;
}

export interface TasksInput {
  readonly tab: TaskTab;
  /** The boost timers kept locally (timers.ts), restored when the screen opens; none when absent. */
  readonly timers?: readonly BoostTimer[];
}

export interface TasksContext {
  readonly tab: TaskTab;
  readonly received: ReceivedTaskList | null;
  /** The device clock at the last tick. */
  readonly now: number;
  readonly failure: TasksFailure | null;
  /** The task whose sheet is open. */
  readonly openCode: string | null;
  /** Why the last confirmation of the open task was refused. */
  readonly confirmFailure: ConfirmFailure | null;
  /** The boost timers running or run (timers.ts), kept in local storage. */
  readonly timers: readonly BoostTimer[];
  /** Daily rewards taken on this screen (the home's daily-boost flag is read again after one). */
  readonly dailyTaken: number;
}

/** What a confirmation sends: the task, and which call (provide.ts makes each press's idempotency key). */
export interface ConfirmCall {
  readonly code: string;
  readonly call: 'subscription' | 'daily';
}

export interface ReceivedConfirmation {
  readonly confirmed: SubscriptionConfirmed;
  readonly receivedAt: number;
}
