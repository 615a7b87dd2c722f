/**
 * The tasks screen's rules (seed 001 §2 "Tasks screen", §4 "Task"; docs/decisions/tasks.md "Tasks
 * (issue 20)"): which tab a URL names, when a card is done, expired or red, which tasks are shown,
 * and in what order. Pure: every rule that depends on time takes the server's time as `now`.
 */
import Big from 'big.js';
import { toBig } from '../../money/big-decimal';
import type { DecimalString } from '../../money/types';
import { DAY_MS, isUrgent, nextUtcDayStart } from '../../shared/countdown';
import { TASK_GROUP_ORDER, TASK_TABS, type SubscriptionConfirmed, type Task, type TaskGroup, type TaskList, type TaskListName, type TaskTab } from './types';

export const DEFAULT_TASK_TAB: TaskTab = 'bigpump';
/** Seed 001 §9: tasks, airdrops and mining info are polled every 30 s. */
export const TASKS_POLL_MS = 30_000;

/** The tab a URL's `tab` parameter names; anything else (absent, unknown, hostile) is the default. */
export function taskTabOf(param: unknown): TaskTab {
  return TASK_TABS.find((tab) => tab === param) ?? DEFAULT_TASK_TAB;
}

/** The server's list a tab shows; null for airdrops (their own call). */
export function taskListOf(tab: TaskTab): TaskListName | null {
  switch (tab) {
    case 'bigpump':
      return 'pump';
    case 'boosts':
      return 'general';
    case 'subscriptions':
      return 'subscriptions';
    case 'airdrops':
      return null;
  }
}

/** Seed 001 §4: done when doneAmount is at or above maxAmount. */
export const isTaskDone = (task: Pick<Task, 'doneAmount' | 'maxAmount'>): boolean => task.doneAmount >= task.maxAmount;

const deadlineOf = (task: Pick<Task, 'dttmUpdate'>): number | null => {
  if (task.dttmUpdate === null) return null;
  const at = Date.parse(task.dttmUpdate);
  return Number.isNaN(at) ? null : at;
};

/** Milliseconds to the deadline (negative once past), or null without one. */
export function deadlineLeftMs(task: Pick<Task, 'dttmUpdate'>, now: number): number | null {
  const at = deadlineOf(task);
  return at === null ? null : at - now;
}

/** Seed 001 §4: expired when the deadline has passed and the task is done. */
export function isTaskExpired(task: Pick<Task, 'dttmUpdate' | 'doneAmount' | 'maxAmount'>, now: number): boolean {
  const left = deadlineLeftMs(task, now);
  return left !== null && left <= 0 && isTaskDone(task);
}

/** Seed 001 §4: the deadline is red with less than 25 % of 24 h left (and not yet past). */
export function isDeadlineRed(task: Pick<Task, 'dttmUpdate'>, now: number): boolean {
  const left = deadlineLeftMs(task, now);
  return left !== null && isUrgent(left);
}

/**
 * Whether the card is shown: the user's speed reaches the task's minimum (seed 001 §2), and a task
 * whose deadline has passed undone is gone (it can no longer be done; a done one stays, expired).
 */
export function isTaskShown(task: Task, speed: DecimalString, now: number): boolean {
  if (task.minSpeed !== null && toBig(speed).lt(toBig(task.minSpeed, new Big(0)))) return false;
  const left = deadlineLeftMs(task, now);
  return left === null || left > 0 || isTaskDone(task);
}

export interface TaskGroupView {
  readonly group: TaskGroup;
  readonly tasks: readonly Task[];
}

/** The messenger-channel and social-network subscription codes (seed 001 §3: codes seen in responses). */
export const CHANNEL_SUBSCRIPTION_CODE = 'subscription';
export const SOCIAL_SUBSCRIPTION_CODE = 'subscriptionTwitter';

/** Seed 001 §2: the subscriptions group moves to the end once both subscriptions are complete. */
export function subscriptionsComplete(tasks: readonly Task[]): boolean {
  const done = (code: string) => tasks.some((task) => task.code === code && isTaskDone(task));
  return done(CHANNEL_SUBSCRIPTION_CODE) && done(SOCIAL_SUBSCRIPTION_CODE);
}

/** Fully done partner tasks after the others, each part in the server's order. */
function orderWithinGroup(group: TaskGroup, tasks: readonly Task[]): Task[] {
  if (group !== 'partner') return [...tasks];
  return [...tasks.filter((task) => !isTaskDone(task)), ...tasks.filter(isTaskDone)];
}

/**
 * The cards as the screen shows them: the shown tasks grouped by category in the seed's order,
 * empty groups left out, partner tasks done last, the subscriptions group last once both
 * subscriptions are complete (judged on every task, also hidden ones).
 */
export function groupTasks(tasks: readonly Task[], speed: DecimalString, now: number): TaskGroupView[] {
  const shown = tasks.filter((task) => isTaskShown(task, speed, now));
  const groups = TASK_GROUP_ORDER.map((group) => ({ group, tasks: orderWithinGroup(group, shown.filter((task) => task.group === group)) })).filter(
    (view) => view.tasks.length > 0,
  );
  if (!subscriptionsComplete(tasks)) return groups;
  return [...groups.filter((view) => view.group !== 'subscriptions'), ...groups.filter((view) => view.group === 'subscriptions')];
}

/** The start of the UTC calendar day holding `at` (the daily rules count calendar days, not 24 h windows). */
export const utcDayStart = (at: number): number => nextUtcDayStart(at) - DAY_MS;

/**
 * A channel subscription (a t.me link) and a folder of channels (a t.me/addlist link, the seed's
 * type group) are confirmed with confirmSubscription; every other task is checked by reading the list.
 */
export const confirmsSubscription = (task: Pick<Task, 'type' | 'url'>): boolean =>
  task.url !== null &&
  ((task.type === 'subscription' && /^https:\/\/t\.me\/[A-Za-z0-9_]+$/.test(task.url)) || (task.type === 'group' && /^https:\/\/t\.me\/addlist\/[A-Za-z0-9_-]+$/.test(task.url)));

/** The daily reward (it carries its rewardList) is taken with activateDailyBoost. */
export const activatesDailyBoost = (task: Pick<Task, 'rewardList'>): boolean => task.rewardList !== null && task.rewardList.length > 0;

/** The sheet's Check calls the server for this task (a subscription, the daily reward) rather than reading the list again. */
export const confirmsByCall = (task: Pick<Task, 'type' | 'url' | 'rewardList'>): boolean => confirmsSubscription(task) || activatesDailyBoost(task);

/** The list after a confirmation: the confirmed task replaced, the record and the server's time the confirmation's. */
export function listAfterConfirmation(list: TaskList, confirmed: SubscriptionConfirmed): TaskList {
  return { tasks: list.tasks.map((task) => (task.code === confirmed.task.code ? confirmed.task : task)), mining: confirmed.mining, serverTime: confirmed.serverTime };
}

const DONE_BY_SWAPS: ReadonlySet<Task['type']> = new Set(['swap', 'dailySwap', 'swapHold', 'trade']);

/**
 * A task the wallet's own swaps complete, with no link of its own (a trade task without a partner's
 * link among them: the Secret Society, the trading challenges), is done on the wallet's swap
 * screen: its sheet leads there.
 */
export const opensSwap = (task: Pick<Task, 'type' | 'url'>): boolean => task.url === null && DONE_BY_SWAPS.has(task.type);

/**
 * A task whose network fee is a TON swap's (the label names only the coin, 'TON': seed 001 §9 "TON
 * about the TON swap fee"): its sheet shows the TON swap's gas range, as the swap screen does.
 */
export const paysTonSwapGas = (task: Pick<Task, 'gas'>): boolean => task.gas === 'TON';

/** The proof-of-humanity task card (seed 001 §2 "Tasks screen"): shown by the proof's own access rule. */
export { offersProofCard } from '../shared/prove-access';
