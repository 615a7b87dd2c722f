/** What the tasks screen hears from its screen, its polling and its ticker. */
import type { PollAnswerEvent } from '../../shared/polling';
import type { ReceivedTaskList } from './context';
import type { BoostTimer } from './timers';
import type { TaskTab } from './types';

export type TasksEvent =
  | { readonly type: 'tab.select'; readonly tab: TaskTab }
  | { readonly type: 'task.open'; readonly code: string }
  | { readonly type: 'task.close' }
  /** Ask the server again now (the sheet's Check): it verifies and grants on the read. */
  | { readonly type: 'tasks.check' }
  /** The sheet's Check on a channel subscription: confirmSubscription. */
  | { readonly type: 'task.confirm' }
  | { readonly type: 'tasks.retry' }
  /** The user opened a timed task's app: its start is recorded by the server, then its timer runs. */
  | { readonly type: 'timer.start'; readonly code: string }
  /** The user asked once to speed a running timer up: the server draws and records the reduction. */
  | { readonly type: 'timer.speedUp'; readonly code: string }
  /** The server recorded the start: the timer as it runs on the device. */
  | { readonly type: 'timer.recorded'; readonly timer: BoostTimer }
  | { readonly type: 'clock.tick'; readonly now: number }
  | PollAnswerEvent<ReceivedTaskList>;
