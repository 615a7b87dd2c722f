/**
 * The waitlist (seed 001 §3 task type `waitlist`; docs/decisions/tasks.md "Tasks (issue 20)", "The
 * waitlist"): the waitlist of SWITCH's next product, which its bot keeps (the task's link opens
 * it). The sandbox simulates what the bot records: a user joins once, at the sandbox clock's
 * instant, and a later join keeps the first (the row's primary key). The tasks verifier learns of
 * it through the fact 'waitlist-joined', never by reading this table.
 */
import type { Queryable } from '../../platform/store/database';
import type { OfferedFacts } from '../shared/facts';

/** Records the user's join once; answers the instant the user joined (the first join's). */
export async function joinWaitlist(q: Queryable, userId: number, now: number): Promise<number> {
  await q.query(`insert into mining_waitlist (user_id, joined_at) values ($1, $2) on conflict (user_id) do nothing`, [userId, new Date(now).toISOString()]);
  return (await joinedAt(q, userId)) ?? now;
}

export async function joinedAt(q: Queryable, userId: number): Promise<number | null> {
  const result = await q.query<{ joined_at: Date }>(`select joined_at from mining_waitlist where user_id = $1`, [userId]);
  return result.rows[0]?.joined_at.getTime() ?? null;
}

export const waitlistFacts: OfferedFacts = {
  'waitlist-joined': async (q, userId, now) => {
    const result = await q.query<{ holds: boolean }>(`select joined_at <= $2 as holds from mining_waitlist where user_id = $1`, [userId, new Date(now).toISOString()]);
    return result.rows[0]?.holds === true;
  },
};
