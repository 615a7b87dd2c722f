/** The open-league task's badge (league.ts): one per user, with the database clock's instant. */
import type { Migration } from '../../platform/store/db';

export const leagueBadges: Migration = {
  id: 'tasks-004-league-badges',
  sql: `
create table mining_league_badges (
  user_id bigint primary key references mining_users(user_id),
  claimed_at timestamptz not null
);
`,
};
