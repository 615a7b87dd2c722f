/**
 * The emoji task (seed 001 §4 "Boost timers", §9 "emoji 60000"; docs/decisions/tasks.md "Tasks (issue
 * 20)", "The emoji task"): the user sets the SWITCH emoji set's emoji as their messenger status.
 * The sandbox's messenger records it as the host page's "channel" `emoji_<set>` (Join sets the
 * status, Leave clears it), as X follows are `x_<account>`: the task's link t.me/addemoji/<set>
 * opens it on the host page. `/boost/checkEmoji` grants the task once, only after the task's timer
 * has run out by the server's record (timer-records.ts) and only while the status is set.
 */
import type { Queryable } from '../../main/engine/ledger';
import type { SandboxClock } from '../../platform/clock';
import { SandboxError } from '../../platform/http/errors';
import type { UserFacts } from '../shared/facts';
import { speedSegments, wireMining } from '../shared/miner';
import { isMember } from './channels';
import { checkTasks, grant, periodOf, wireTasks } from './engine';
import { timedMsOf, timerRecord } from './timer-records';

export const EMOJI_TASK_CODE = 'emoji';
/** The emoji set the task's link names (t.me/addemoji/switch_emoji). */
export const EMOJI_SET = 'switch_emoji';
/** How the messenger's record of the status is kept: the host page's channel of that name. */
export const emojiStatusChannel = (set: string): string => `emoji_${set}`;

export const hasEmojiStatus = (q: Queryable, userId: number): Promise<boolean> => isMember(q, userId, emojiStatusChannel(EMOJI_SET));

/**
 * Checks the emoji task under the miner's lock: a task already granted answers activated; before
 * the timer has run out it is refused (409); then the status decides: granted now, or activated
 * false while it is not set (nothing recorded, the user may set it and check again).
 */
export async function checkEmoji(tx: Queryable, clock: SandboxClock, facts: UserFacts, userId: number) {
  const { current, checked } = await checkTasks(tx, clock, userId, facts);
  const entry = checked.find(({ task }) => task.code === EMOJI_TASK_CODE);
  const ms = entry ? timedMsOf(entry.task) : null;
  if (!entry || ms === null) throw new Error('the catalogue has no emoji task');
  let activated = entry.completed;
  if (!activated) {
    const timer = await timerRecord(tx, userId, EMOJI_TASK_CODE, ms);
    if (timer === null) throw new SandboxError(409, 'The emoji task’s timer has not started', 'timer-not-started');
    if (timer.confirmableAt > current.now) throw new SandboxError(409, 'The emoji task’s timer is still running', 'timer-running');
    activated = await hasEmojiStatus(tx, userId);
    if (activated) await grant(tx, userId, entry.task, periodOf(entry.task, current.now), entry.unitsPerHour, current.now);
  }
  const [task] = await wireTasks(tx, userId, [activated ? { ...entry, doneAmount: entry.task.maxAmount, completed: true } : entry], current.now);
  if (!task) throw new Error('the emoji task was not wired');
  const segments = await speedSegments(tx, userId);
  return { activated, task, mining: await wireMining(tx, current.miner, segments, current.now), serverTime: new Date(current.now).toISOString() };
}
