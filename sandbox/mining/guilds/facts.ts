/** What guilds and alliances tell other features (shared/facts.ts): whether the user is now a member of an alliance. */
import type { OfferedFacts } from '../shared/facts';

export const guildFacts: OfferedFacts = {
  'alliance-member': async (q, userId) => {
    const result = await q.query<{ holds: boolean }>(`select alliance is not null as holds from mining_users where user_id = $1`, [userId]);
    return result.rows[0]?.holds === true;
  },
};
