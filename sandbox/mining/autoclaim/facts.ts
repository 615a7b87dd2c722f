/**
 * What autoclaim tells other features (shared/facts.ts): whether the user's autoclaim is active,
 * a bought autoclaim whose activation instant (`autoclaim_from`, payment plus the activation
 * delay) has come.
 */
import type { OfferedFacts } from '../shared/facts';

export const autoclaimFacts: OfferedFacts = {
  'autoclaim-active': async (q, userId, now) => {
    const result = await q.query<{ holds: boolean }>(`select autoclaim_from is not null and autoclaim_from <= $2 as holds from mining_users where user_id = $1`, [userId, new Date(now).toISOString()]);
    return result.rows[0]?.holds === true;
  },
};
