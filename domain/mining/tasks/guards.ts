/** The tasks screen's guards, each a pure rule of rules.ts (or the shared abort check). */
import { isAborted } from '../../shared/failures';
import { confirmFailureOf } from './failure';
import { hasBoostTimer } from './timers';
import type { TasksContext } from './context';
import { confirmsByCall, taskListOf } from './rules';

export const tasksGuards = {
  isAborted,
  /** The task runs a boost timer (its code has a preset, seed 001 §9). */
  hasTimer: ({ event }: { readonly event: object }) => 'code' in event && typeof event.code === 'string' && hasBoostTimer(event.code),
  /** The daily reward was refused: already taken in this UTC day. */
  isAlreadyToday: ({ event }: { readonly event: object }) => 'error' in event && confirmFailureOf(event.error).type === 'already-today',
  /** The airdrops tab reads no task list. */
  showsNoList: ({ context }: { readonly context: TasksContext }) => taskListOf(context.tab) === null,
  /** The open task is confirmed by a call: a channel subscription or the daily reward. */
  opensConfirmable: ({ context }: { readonly context: TasksContext }) => {
    const task = context.received?.list.tasks.find((entry) => entry.code === context.openCode);
    return task !== undefined && confirmsByCall(task);
  },
};
