/**
 * Where in the app a task is done, for the tasks its record in another feature verifies (docs/
 * decisions/tasks.md "Tasks (issue 20)", "Facts between features"): auto-claim is bought on the mining
 * screen, PUNK is burned in its Burn sheet, an alliance is joined from the guilds screen. A task with a link of its own (the
 * waitlist's bot) opens it instead; a swap task leads to the swap (rules.ts `opensSwap`).
 */
import type { Task } from './types';

export type TaskPlace = 'mining' | 'burn' | 'guilds';

export function taskPlaceOf(task: Pick<Task, 'type' | 'url'>): TaskPlace | null {
  if (task.url !== null) return null;
  if (task.type === 'autoclaim') return 'mining';
  // PUNK is burned in the mining screen's Burn sheet: the link opens it there.
  if (task.type === 'burn') return 'burn';
  if (task.type === 'addAlliance') return 'guilds';
  return null;
}
