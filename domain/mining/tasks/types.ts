/** Tasks as the domain sees them (seed 001 §3 "Task"; docs/decisions/tasks.md "Tasks (issue 20)"). */
import type { StartSwap } from '../../launch/start-param';
import type { DecimalString } from '../../money/types';
import type { Instant, MiningRecord } from '../shared/types';

/** The tabs of /mining/tasks (seed 001 §2), in the order they are shown. */
export const TASK_TABS = ['bigpump', 'boosts', 'subscriptions', 'airdrops'] as const;
export type TaskTab = (typeof TASK_TABS)[number];

/** The server's lists (the seed's `boostType` query). */
export type TaskListName = 'general' | 'subscriptions' | 'pump';

/** Seed 001 §3: the groups, in the order the screen shows them before the ordering rules. */
export const TASK_GROUP_ORDER = ['daily', 'pump', 'trade', 'subscriptions', 'connect', 'partner'] as const;
export type TaskGroup = (typeof TASK_GROUP_ORDER)[number];

export type TaskType =
  | 'subscription'
  | 'trade'
  | 'memePhrase'
  | 'autoclaim'
  | 'sniping'
  | 'nft'
  | 'bigpump'
  | 'staking'
  | 'deposit'
  | 'addAlliance'
  | 'waitlist'
  | 'group'
  | 'claim'
  | 'dailySwap'
  | 'swap'
  | 'swapHold'
  | 'burn';

export interface Task {
  readonly code: string;
  readonly type: TaskType;
  readonly group: TaskGroup;
  /** SWITCH/h the boost adds. */
  readonly reward: DecimalString;
  readonly boostHours: number;
  readonly doneAmount: number;
  readonly maxAmount: number;
  /** The speed below which the task is hidden, or null. */
  readonly minSpeed: DecimalString | null;
  /** The deadline (dttmUpdate), or null. */
  readonly dttmUpdate: Instant | null;
  readonly currentAddSpeed: DecimalString;
  readonly boostEndsAt: Instant | null;
  readonly url: string | null;
  readonly gas: string | null;
  /** The swap the task names, which its Go to swap presets; null when any swap counts. */
  readonly swapPair: StartSwap | null;
  readonly isCompleted: boolean;
  /** The daily reward's SWITCH/h per day of the streak, or null for any other task. */
  readonly rewardList: readonly DecimalString[] | null;
  /** The streak's day (1-based) today's reward is or was taken as, or null. */
  readonly currentDay: number | null;
}

/** A list as the server answered it, with the record (a grant changes the speed) and its clock. */
export interface TaskList extends MiningRecord {
  readonly tasks: readonly Task[];
}

/** A confirmed subscription: the task as it now stands and the record with its new speed. */
export interface SubscriptionConfirmed extends MiningRecord {
  readonly task: Task;
}

/** The daily reward taken (activateDailyBoost): what it added, the streak's day, the task and the record. */
export interface DailyBoostActivated extends SubscriptionConfirmed {
  readonly reward: DecimalString;
  readonly currentDay: number;
}

/** The server's record of a timed task's start (/v2/check/cfts). */
export interface TimerStarted {
  readonly code: string;
  readonly startedAt: Instant;
  /** When the task can be confirmed: the start plus the task's duration, on the server's clock. */
  readonly confirmableAt: Instant;
  /** The 1 to 10 s reduction the server drew when the user asked (seed 001 §9), already in confirmableAt; 0 or absent when none. */
  readonly reductionMs?: number | undefined;
  readonly serverTime: Instant;
}
