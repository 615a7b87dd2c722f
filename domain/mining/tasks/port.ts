/** Tasks and boosts (seed 001 §7 "Mining, tasks, boosts"): the lists, verified by the server. */
import type { CallOptions } from '../../shared/call-options';
import type { TaskList, TaskListName } from './types';

export interface TasksApi {
  /** The tasks of a list; the read is where the server grants a task it sees done for the first time. */
  tasks(list: TaskListName, options?: CallOptions): Promise<TaskList>;
}
