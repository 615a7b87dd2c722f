/** The tasks screen's guards, each a pure rule of rules.ts (or the shared abort check). */
import { isAborted } from '../../shared/failures';
import type { TasksContext } from './context';
import { taskListOf } from './rules';

export const tasksGuards = {
  isAborted,
  /** The airdrops tab reads no task list. */
  showsNoList: ({ context }: { readonly context: TasksContext }) => taskListOf(context.tab) === null,
};
