/**
 * The daily reward (seed 001 §2 "A daily reward sheet", §3 rewardList and currentDay, §4 "Daily
 * boost"; docs/decisions/tasks.md "Tasks (issue 20)"): taken once per UTC calendar day with
 * activateDailyBoost, a boost for 24 h of the streak day's reward. The streak counts consecutive
 * calendar days taken; a day missed starts it again at day 1, and after the last day it starts over.
 * Each day taken is a task grant (code `dailyReward`, period the UTC date), so once per day is the
 * grant's primary key, whatever the retries or parallel requests.
 */
import { utcDayStart } from '../../../domain/mining/tasks/rules';
import type { Queryable } from '../../main/engine/ledger';
import { UNITS_PER_SWITCH } from '../shared/config';

export const DAILY_REWARD_CODE = 'dailyReward';

/** SWITCH/h per day of the streak, in 1e-9 units: eight days, two rows of four on the sheet. */
export const DAILY_REWARD_LIST: readonly bigint[] = [1n, 2n, 3n, 4n, 5n, 6n, 8n, 10n].map((tenths) => (UNITS_PER_SWITCH * tenths) / 10n);

const DAY_MS = 86_400_000;
const dateOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export interface DailyStanding {
  /** The streak's day (1-based) today's reward is, or was, taken as. */
  readonly currentDay: number;
  readonly takenToday: boolean;
}

/** Where the user stands today: the days taken before today, counted back while consecutive. */
export async function dailyStanding(q: Queryable, userId: number, now: number): Promise<DailyStanding> {
  const result = await q.query<{ period: string }>(`select period from mining_task_grants where user_id = $1 and code = $2 order by period desc limit 64`, [userId, DAILY_REWARD_CODE]);
  const taken = new Set(result.rows.map((row) => row.period));
  const today = utcDayStart(now);
  let streak = 0;
  while (taken.has(dateOf(today - (streak + 1) * DAY_MS))) streak += 1;
  return { currentDay: (streak % DAILY_REWARD_LIST.length) + 1, takenToday: taken.has(dateOf(today)) };
}

/** The boost the streak's day gives. */
export const dailyRewardUnits = (day: number): bigint => DAILY_REWARD_LIST[day - 1] ?? DAILY_REWARD_LIST[0] ?? 0n;
