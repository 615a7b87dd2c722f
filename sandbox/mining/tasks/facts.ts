/**
 * What the tasks feature tells others (shared/facts.ts): whether the home should invite the user
 * to today's daily boost (seed 001 §4 "Daily boost", `isNotifyForBoost`): a miner who has not taken
 * the daily reward in the current UTC day (its grant: code `dailyReward`, period the UTC date).
 */
import type { OfferedFacts } from '../shared/facts';
import { DAILY_REWARD_CODE } from './daily';

export const taskFacts: OfferedFacts = {
  'daily-reward-due': async (q, userId, now) => {
    const result = await q.query<{ due: boolean }>(
      `select exists (select 1 from mining_users where user_id = $1)
         and not exists (select 1 from mining_task_grants where user_id = $1 and code = $2 and period = $3) as due`,
      [userId, DAILY_REWARD_CODE, new Date(now).toISOString().slice(0, 10)],
    );
    return result.rows[0]?.due === true;
  },
};
