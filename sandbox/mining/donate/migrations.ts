/**
 * Donations (issue 23): one row per paid donation intent (the intent's id is the key, so a
 * settlement activates it once), and whether it earned a hall-of-fame entry (99 TON or more).
 */
import type { Migration } from '../../platform/store/db';

export const donations: Migration = {
  id: 'donate-001-donations',
  sql: `
create table donations (
  intent_id text primary key,
  user_id bigint not null,
  kind text not null check (kind in ('sbt', 'chat', 'hallOfFame')),
  ton_units numeric(78, 0) not null check (ton_units > 0),
  -- As the donor typed them (bounded); the app shows them as text.
  name text not null check (char_length(name) <= 40),
  comment text not null check (char_length(comment) <= 280),
  hall_of_fame boolean not null,
  donated_at timestamptz not null
);
create index donations_hall_of_fame on donations (ton_units desc, donated_at) where hall_of_fame;
`,
};
