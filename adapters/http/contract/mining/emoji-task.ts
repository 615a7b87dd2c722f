/**
 * The emoji task (seed 001 §4 "Boost timers": "on completion, emoji activation is checked with the
 * server"; §7 "POST check emoji | response activated"; docs/decisions/tasks.md "Tasks (issue 20)", "The
 * emoji task"). The user sets the SWITCH emoji as their messenger status and runs the task's boost
 * timer; once the timer has run out by the server's record, this call checks the status and grants
 * the boost once.
 */
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { userMiningSchema } from './record';
import { serverTimeSchema } from './shared';
import { taskSchema } from './tasks';

export const emojiTaskContract = {
  checkEmoji: endpoint({
    method: 'POST',
    path: '/boost/checkEmoji',
    summary:
      'Check the emoji task once its boost timer has run out by the server’s record: activated (granted once) when the user’s emoji status is the SWITCH emoji, else activated false. 409 timer-not-started, timer-running',
    query: undefined,
    body: z.object({}),
    response: z.object({ activated: z.boolean(), task: taskSchema, mining: userMiningSchema, serverTime: serverTimeSchema }),
    movesValue: true,
  }),
} as const;
