/** The waitlist (waitlist.ts): who joined it and when, one row per user (its first join kept). */
import type { Migration } from '../../platform/store/db';

export const waitlistMembers: Migration = {
  id: 'waitlist-001-members',
  sql: `
create table mining_waitlist (
  user_id bigint primary key,
  joined_at timestamptz not null
);
`,
};
