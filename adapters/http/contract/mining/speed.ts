/**
 * Why the speed is what it is (issue 20): the base speed and every boost in force, each with its
 * source and end, from the rows the mining clock sums (sandbox/mining/speed/parts.ts), so the
 * parts add up to the record's speed exactly.
 */
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { instantSchema, miningDecimalSchema, serverTimeSchema } from './shared';

/** Where a part of the speed comes from. Referral and alliance bonuses are paid on claims, not speed. */
export const SPEED_SOURCES = ['base', 'task', 'daily-reward', 'burn'] as const;

export const speedPartSchema = z.object({
  source: z.enum(SPEED_SOURCES),
  /** The task that granted it (source `task` or `daily-reward`), its code and type as in the tasks list; null otherwise. */
  task: z.nullable(z.object({ code: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,47}$/)), type: z.string().check(z.regex(/^[A-Za-z]{1,32}$/)) })),
  /** SWITCH per hour this part adds. */
  speed: miningDecimalSchema,
  /** How many boosts in force this part stands for: the boosts of one source and task are one part (issue 43); 1 for the base speed. */
  count: z.int().check(z.minimum(1)),
  /** When it began (the group's earliest start) and ends (the group's soonest end); null for the base speed (always). */
  dttmStart: z.nullable(instantSchema),
  dttmEnd: z.nullable(instantSchema),
});

export const speedBreakdownSchema = z.object({
  /** The record's speed at `serverTime`: the sum of the parts. */
  speed: miningDecimalSchema,
  /** The base speed first, then one part per source and task, by their soonest end. Bounded by the sources and tasks, not by the boosts (issue 43). */
  parts: z.array(speedPartSchema).check(z.maxLength(1000)),
  serverTime: serverTimeSchema,
});

export const speedContract = {
  speedBreakdown: endpoint({
    method: 'GET',
    path: '/mining/speed',
    summary: 'The speed in force now, part by part: the base speed and every active boost with its source (task, daily reward, burn) and end, by the database clock; the parts sum to the speed',
    query: undefined,
    body: undefined,
    response: speedBreakdownSchema,
  }),
} as const;
