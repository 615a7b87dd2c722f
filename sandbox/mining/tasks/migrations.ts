/**
 * Tasks (issue 20): a grant per user, task and period, its primary key what makes a task's boost
 * granted once whatever the retries or parallel reads; the channel memberships the host page sets; boosts from any feature's source (a name by
 * shape, as payment purposes are since 006), so the tasks' boosts join the mining clock.
 */
import type { Migration } from '../../platform/store/db';

export const taskGrants: Migration = {
  id: 'tasks-001-grants',
  sql: `
alter table mining_boosts drop constraint if exists mining_boosts_source_check;
alter table mining_boosts drop constraint if exists mining_boosts_source_name;
alter table mining_boosts add constraint mining_boosts_source_name check (source ~ '^[a-z][a-z0-9-]{0,31}$');
create table mining_task_grants (
  user_id bigint not null references mining_users(user_id),
  code text not null,
  -- '' for a task done once; the UTC day ('2026-11-24') for a daily one.
  period text not null,
  boost_id text not null unique references mining_boosts(id),
  granted_at timestamptz not null,
  primary key (user_id, code, period)
);
-- The sandbox's channel memberships, which the host page sets (Join, Leave) as the messenger would
-- know them: subscription tasks are verified against these, never the client's word.
create table mining_channel_members (
  user_id bigint not null,
  channel text not null check (channel ~ '^[A-Za-z0-9_]{1,64}$'),
  joined_at timestamptz not null,
  primary key (user_id, channel)
);
`,
};

/**
 * Timed partner tasks (seed 001 §4 "Boost timers"; MINING.md "Tasks and verification"): when the
 * server first recorded each user's start of a timed task (/v2/check/cfts). The task is done only
 * once its duration has passed since this instant, by the database's clock; the first start holds.
 */
export const taskTimers: Migration = {
  id: 'tasks-002-timers',
  sql: `
create table mining_task_timers (
  user_id bigint not null references mining_users(user_id),
  code text not null,
  started_at timestamptz not null,
  primary key (user_id, code)
);
`,
};

/**
 * Airdrops (docs/decisions/airdrops.md "Airdrops (issue 20)"): each task a user confirmed (once: its primary
 * key), and each airdrop a user entered once every task was confirmed, with the boost it added.
 */
export const airdropEntries: Migration = {
  id: 'tasks-003-airdrops',
  sql: `
create table mining_airdrop_tasks (
  user_id bigint not null references mining_users(user_id),
  airdrop_id text not null,
  code text not null,
  confirmed_at timestamptz not null,
  primary key (user_id, airdrop_id, code)
);
create table mining_airdrop_entries (
  user_id bigint not null references mining_users(user_id),
  airdrop_id text not null,
  boost_id text not null unique references mining_boosts(id),
  entered_at timestamptz not null,
  primary key (user_id, airdrop_id)
);
`,
};
