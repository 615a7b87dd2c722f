/** What the tasks screen keeps (machine.ts): plain data only, so its snapshots serialise. */
import type { TasksFailure } from './failure';
import type { TaskList, TaskTab } from './types';

/** A list with the device-clock instant it arrived (the server's time is projected from it). */
export interface ReceivedTaskList {
  readonly list: TaskList;
  readonly receivedAt: number;
}

export interface TasksInput {
  readonly tab: TaskTab;
}

export interface TasksContext {
  readonly tab: TaskTab;
  readonly received: ReceivedTaskList | null;
  /** The device clock at the last tick. */
  readonly now: number;
  readonly failure: TasksFailure | null;
  /** The task whose sheet is open. */
  readonly openCode: string | null;
}
