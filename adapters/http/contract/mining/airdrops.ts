/**
 * Airdrops (seed 001 §3 "Airdrop", §6 "Airdrops unlock after inviting 3 friends", §7 "GET airdrops,
 * query boostType=airdrop"; docs/decisions/airdrops.md "Airdrops (issue 20)"). The list answers how many
 * friends the user has invited and how many open the tab (the server's rule), and every airdrop with
 * its deadline, speed, winners, prize pool and tasks. A task is confirmed with confirmSubscription
 * and the airdrop's id (tasks.ts); the server checks its own records.
 */
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { instantSchema, miningDecimalSchema, serverTimeSchema } from './shared';

/** Seed 001 §3: the codes an airdrop's task has. */
export const AIRDROP_TASK_CODES = ['subscription', 'subscriptionTwitter', 'deposit'] as const;

const airdropIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'airdrop id'));
const tokenSchema = z.nullable(z.string().check(z.maxLength(24)));

export const airdropTaskSchema = z.object({
  code: z.enum(AIRDROP_TASK_CODES),
  doneAmount: z.int().check(z.minimum(0)),
  maxAmount: z.int().check(z.minimum(1)),
  /** The channel or account the task opens, or null (a deposit). */
  url: z.nullable(z.string().check(z.maxLength(200))),
  /** The token a deposit task asks for (its symbol), or null. */
  token: tokenSchema,
  fromToken: tokenSchema,
  isCompleted: z.boolean(),
});

/** Seed 001 §3: a prize pool is a number or a range ('500 to 1000'). */
export const prizePoolSchema = z.union([miningDecimalSchema, z.object({ min: miningDecimalSchema, max: miningDecimalSchema })]);

export const airdropSchema = z.object({
  code: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,47}$/, 'airdrop code')),
  id: airdropIdSchema,
  dttmDeadline: instantSchema,
  /** SWITCH per hour an entered user mines more until the deadline. */
  airDropSpeed: miningDecimalSchema,
  winnerAmount: z.int().check(z.minimum(0)),
  /** In USDT. */
  pricePool: prizePoolSchema,
  tasks: z.array(airdropTaskSchema).check(z.maxLength(10)),
  /** Every task confirmed: the user is entered and its speed added until the deadline. */
  isCompleted: z.boolean(),
});

export const airdropListSchema = z.object({
  /** Friends the user has invited (real referrals). */
  friendsAmount: z.int().check(z.minimum(0)),
  /** Friends that open the tab (seed 001 §6: 3). */
  friendsRequired: z.int().check(z.minimum(0), z.maximum(1000)),
  /** The airdrops (the seed calls the list `tasks`). */
  tasks: z.array(airdropSchema).check(z.maxLength(50)),
  serverTime: serverTimeSchema,
});

export const airdropsContract = {
  airdrops: endpoint({
    method: 'GET',
    path: '/boost/airdrops',
    summary: 'The airdrops with their tasks, and the invited friends that open them (3); each task confirmed by confirmSubscription with the airdrop’s id',
    query: z.object({ boostType: z.literal('airdrop') }),
    body: undefined,
    response: airdropListSchema,
  }),
} as const;
