/**
 * What the tasks screen shows, as plain data: the step from the machine's tags, the tab, the groups
 * of cards with each card's state (done, expired, red, time left) on the server's clock projected
 * from its answer, the open task's card, and the speed.
 */
import type { ConfirmFailure, TasksFailure } from './failure';
import type { TasksSnapshot } from './machine';
import { activatesDailyBoost, confirmsByCall, deadlineLeftMs, groupTasks, isDeadlineRed, isTaskDone, isTaskExpired, offersProofCard } from './rules';
import { canSpeedUp, hasBoostTimer, timerLeftMs, timerProgress, type BoostTimer } from './timers';
import type { Task, TaskGroup, TaskTab } from './types';

export const TASKS_STEPS = ['loading', 'failed', 'ready', 'airdrops'] as const;
export type TasksStep = (typeof TASKS_STEPS)[number];

export interface TaskCard {
  readonly task: Task;
  readonly done: boolean;
  readonly expired: boolean;
  /** Less than 25 % of a day left. */
  readonly red: boolean;
  /** Milliseconds to the deadline (0 once past), or null without one. */
  readonly msLeft: number | null;
}

export interface TasksView {
  readonly step: TasksStep;
  readonly tab: TaskTab;
  readonly groups: readonly { readonly group: TaskGroup; readonly cards: readonly TaskCard[] }[];
  readonly speed: string | null;
  /** The proof-of-humanity card leading to /prove is shown (offersProofCard). */
  readonly proofCard: boolean;
  readonly failure: TasksFailure | null;
  readonly open: TaskCard | null;
  /** The open task is confirmed by a call, confirmSubscription or activateDailyBoost (its button sends 'task.confirm'). */
  readonly openConfirms: boolean;
  /** The open task is the daily reward (its sheet shows the days). */
  readonly openDaily: boolean;
  /** The open task runs a boost timer (its Open starts it). */
  readonly openTimed: boolean;
  /** The open task's timer once the server recorded its start: time left (never negative) and progress 0 to 1; null before. */
  readonly openTimer: { readonly leftMs: number; readonly progress: number; readonly canSpeedUp: boolean } | null;
  /** Daily rewards taken on this screen: the home's daily-boost flag is read again after each. */
  readonly dailyTaken: number;
  readonly confirming: boolean;
  readonly confirmFailure: ConfirmFailure | null;
}

/** The server's time now: its answer's time plus what the device clock has run since. */
export function serverNow(snapshot: TasksSnapshot): number {
  const { received, now } = snapshot.context;
  if (received === null) return now;
  return Date.parse(received.list.serverTime) + Math.max(0, now - received.receivedAt);
}

const cardOf = (task: Task, now: number): TaskCard => {
  const left = deadlineLeftMs(task, now);
  return { task, done: isTaskDone(task), expired: isTaskExpired(task, now), red: isDeadlineRed(task, now), msLeft: left === null ? null : Math.max(0, left) };
};

const timerView = (timer: BoostTimer | undefined, now: number) =>
  timer === undefined ? null : { leftMs: timerLeftMs(timer, now), progress: timerProgress(timer, now), canSpeedUp: canSpeedUp(timer, now) };

export function selectTasksView(snapshot: TasksSnapshot): TasksView {
  const { context } = snapshot;
  const step = TASKS_STEPS.find((tag) => snapshot.hasTag(tag)) ?? 'loading';
  const list = context.received?.list ?? null;
  const now = serverNow(snapshot);
  const groups = list === null ? [] : groupTasks(list.tasks, list.mining.speed, now).map(({ group, tasks }) => ({ group, cards: tasks.map((task) => cardOf(task, now)) }));
  const openTask = list?.tasks.find((task) => task.code === context.openCode) ?? null;
  return {
    step,
    tab: context.tab,
    groups,
    speed: list?.mining.speed ?? null,
    proofCard: list !== null && offersProofCard(list.mining),
    failure: context.failure,
    open: openTask === null ? null : cardOf(openTask, now),
    openConfirms: openTask !== null && confirmsByCall(openTask),
    openDaily: openTask !== null && activatesDailyBoost(openTask),
    dailyTaken: context.dailyTaken,
    openTimed: openTask !== null && hasBoostTimer(openTask.code),
    openTimer: timerView(context.timers.find((timer) => timer.code === context.openCode), context.now),
    confirming: snapshot.hasTag('confirming'),
    confirmFailure: context.confirmFailure,
  };
}
