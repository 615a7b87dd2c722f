/** The tasks screen's guards, each a pure rule of rules.ts (or the shared abort check). */
import { isAborted } from '../../shared/failures';
import type { TasksContext } from './context';
import { confirmsSubscription, taskListOf } from './rules';

export const tasksGuards = {
  isAborted,
  /** The airdrops tab reads no task list. */
  showsNoList: ({ context }: { readonly context: TasksContext }) => taskListOf(context.tab) === null,
  /** The open task is a channel subscription. */
  opensSubscription: ({ context }: { readonly context: TasksContext }) => {
    const task = context.received?.list.tasks.find((entry) => entry.code === context.openCode);
    return task !== undefined && confirmsSubscription(task);
  },
};
