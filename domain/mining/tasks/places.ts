/**
 * Where in the app a task is done, for the tasks its record in another feature verifies (docs/
 * decisions/tasks.md "Tasks (issue 20)", "Facts between features"): auto-claim is bought on the mining
 * screen, an alliance is joined from the guilds screen. A task with a link of its own (the
 * waitlist's bot) opens it instead; a swap task leads to the swap (rules.ts `opensSwap`).
 */
import type { Task } from './types';

export type TaskPlace = 'mining' | 'guilds';

export function taskPlaceOf(task: Pick<Task, 'type' | 'url'>): TaskPlace | null {
  if (task.url !== null) return null;
  if (task.type === 'autoclaim') return 'mining';
  if (task.type === 'addAlliance') return 'guilds';
  return null;
}
