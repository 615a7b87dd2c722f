/**
 * Tasks and boosts (seed 001 §2 "Tasks screen", §3 "Task", §4 "Task", §7 "Mining, tasks, boosts";
 * MINING.md "Tasks and verification"; docs/decisions/tasks.md "Tasks (issue 20)"). The server verifies
 * every task against its own records and grants a done task's boost once; the client shows it.
 */
import { z } from 'zod/mini';
import { addressSchema, chainIdSchema } from '../common';
import { endpoint } from '../endpoint';
import { airdropSchema } from './airdrops';
import { userMiningSchema } from './record';
import { instantSchema, miningDecimalSchema, serverTimeSchema } from './shared';

/** The lists the seed queries (`boostType`): the general list, the subscriptions and BigPump's. */
export const TASK_LISTS = ['general', 'subscriptions', 'pump'] as const;
/** Seed 001 §3: the groups tasks are shown in. */
export const TASK_GROUPS = ['daily', 'pump', 'trade', 'subscriptions', 'connect', 'partner'] as const;
/** Seed 001 §3: every task type. */
export const TASK_TYPES = [
  'subscription',
  'trade',
  'memePhrase',
  'autoclaim',
  'sniping',
  'nft',
  'bigpump',
  'staking',
  'deposit',
  'addAlliance',
  'waitlist',
  'group',
  'claim',
  'dailySwap',
  'swap',
  'swapHold',
  'burn',
] as const;

const codeSchema = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,47}$/, 'task code'));

export const taskSchema = z.object({
  code: codeSchema,
  type: z.enum(TASK_TYPES),
  /** The group it is shown in (the seed's boostType of a task). */
  group: z.enum(TASK_GROUPS),
  /** SWITCH per hour the task adds once done. */
  reward: miningDecimalSchema,
  /** How long the boost lasts once granted. */
  boostHours: z.int().check(z.minimum(1), z.maximum(24 * 366)),
  doneAmount: z.int().check(z.minimum(0)),
  maxAmount: z.int().check(z.minimum(1)),
  /** The speed (SWITCH/h) below which the task is not shown (seed 001 §2: 1e8, 1e7, 1e6 or 0.7). */
  minSpeed: z.nullable(miningDecimalSchema),
  /** The deadline (the seed's dttmUpdate), or null when the task has none. */
  dttmUpdate: z.nullable(instantSchema),
  /** SWITCH per hour the task's boost adds now (0 when none is running). */
  currentAddSpeed: miningDecimalSchema,
  /** When the running boost ends, or null. */
  boostEndsAt: z.nullable(instantSchema),
  /** The link the task's action opens (a channel, an app), or null. */
  url: z.nullable(z.string().check(z.maxLength(200))),
  /** The network fee the task's action costs, as the seed labels it ('0.005 TON'), or null. */
  gas: z.nullable(z.string().check(z.maxLength(40))),
  /**
   * The swap a swap task names (seed 001 §3 Task fromToken, toToken; ours: with its chain): the
   * sheet's Go to swap opens the swap preset to it. Null when the task names no pair (any swap counts).
   */
  swapPair: z.nullable(z.object({ chainId: chainIdSchema, from: addressSchema, to: addressSchema })),
  isCompleted: z.boolean(),
  /** The daily reward's SWITCH/h per day of the streak (seed 001 §3 rewardList), or null for any other task. */
  rewardList: z.nullable(z.array(miningDecimalSchema).check(z.minLength(1), z.maxLength(31))),
  /** The streak's day (1-based) today's reward is or was taken as (seed 001 §3 currentDay), or null. */
  currentDay: z.nullable(z.int().check(z.minimum(1), z.maximum(31))),
});

export const taskListSchema = z.object({
  tasks: z.array(taskSchema).check(z.maxLength(200)),
  mining: userMiningSchema,
  serverTime: serverTimeSchema,
});

export const confirmSubscriptionSchema = z.object({
  /** The subscription task's code. */
  subscriptionType: codeSchema,
  /** The airdrop the task belongs to (airdrops' tasks); absent for the task lists'. */
  airdropId: z.optional(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'airdrop id')))),
});

export const tasksContract = {
  boostTasks: endpoint({
    method: 'GET',
    path: '/boost/tasks',
    summary: 'The tasks of a list (general, subscriptions, pump), each verified against the server’s records; a done task’s boost is granted once, on the read that first sees it done',
    query: z.object({ boostType: z.enum(TASK_LISTS) }),
    body: undefined,
    response: taskListSchema,
  }),
  confirmSubscription: endpoint({
    method: 'POST',
    path: '/confirmSubscription',
    summary: 'Confirm a subscription task, or with airdropId an airdrop’s task (airdrops.ts): granted once when the sandbox’s records show it done; 409 not-a-member otherwise',
    query: undefined,
    body: confirmSubscriptionSchema,
    // A list's task answers `task`; an airdrop's task answers its `airdrop` (docs/decisions/airdrops.md "Airdrops (issue 20)").
    response: z.object({ ok: z.literal(true), task: z.optional(taskSchema), airdrop: z.optional(airdropSchema), mining: userMiningSchema, serverTime: serverTimeSchema }),
    movesValue: true,
  }),
  checkCfts: endpoint({
    method: 'POST',
    path: '/v2/check/cfts',
    summary:
      'Record the start of a timed task (its boost timer): the first start holds; the task is done once its duration has passed since. With reduce: the server draws a 1 to 10 s reduction once per running timer; 409 timer-not-started',
    query: undefined,
    // reduce: the user's "speed up" (seed 001 §9 "a random reduction of 1 to 10 s applies when requested"); the server draws it.
    body: z.object({ code: codeSchema, reduce: z.optional(z.boolean()) }),
    response: z.object({
      code: codeSchema,
      startedAt: instantSchema,
      confirmableAt: instantSchema,
      /** The reduction the server drew and applied to confirmableAt (0 when none was asked). */
      reductionMs: z.optional(z.int().check(z.minimum(0), z.maximum(10_000))),
      serverTime: serverTimeSchema,
    }),
  }),
  activateDailyBoost: endpoint({
    method: 'POST',
    path: '/boost/activateDailyBoost',
    summary: 'Take today’s daily reward (a boost for 24 h, by the streak’s day), once per UTC calendar day; 409 already-today',
    query: undefined,
    body: z.object({}),
    response: z.object({
      /** SWITCH/h the reward added. */
      reward: miningDecimalSchema,
      currentDay: z.int().check(z.minimum(1), z.maximum(31)),
      task: taskSchema,
      mining: userMiningSchema,
      serverTime: serverTimeSchema,
    }),
    movesValue: true,
  }),
} as const;
