/**
 * The emoji task (emoji-task.ts) as a mining feature of the sandbox (features.ts): `/boost/checkEmoji`,
 * once per Idempotency-Key and its grant once per user whatever the keys; and the table of the
 * boost timers' reductions (timer-records.ts).
 */
import { Hono } from 'hono';
import { emojiTaskContract } from '../../../adapters/http/contract/mining/emoji-task';
import type { Migration } from '../../platform/store/db';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mountMoving } from '../../platform/http/contract-route';
import type { UserFacts } from '../shared/facts';
import type { PurposeTable } from '../payments/purpose-table';
import { checkEmoji } from './emoji-task';

/** The reduction a user asked for once per timer (seed 001 §9: 1 to 10 s), drawn by the server. */
export const timerReductions: Migration = {
  id: 'emoji-001-timer-reductions',
  sql: `
create table mining_timer_reductions (
  user_id bigint not null references mining_users(user_id),
  code text not null,
  reduction_ms integer not null check (reduction_ms between 1000 and 10000),
  requested_at timestamptz not null,
  primary key (user_id, code)
);
`,
};

function emojiTaskRoutes(deps: SandboxDeps, _purposes: PurposeTable, facts: UserFacts): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  mountMoving(routes, deps, emojiTaskContract.checkEmoji, ({ user, tx }) => checkEmoji(tx, deps.clock, facts, user.id));
  return routes;
}

// Typed where it is listed (features.ts), so this file does not import the list back.
export const emojiTaskFeature = {
  id: 'emoji-task',
  contract: emojiTaskContract,
  routes: emojiTaskRoutes,
  migrations: [timerReductions],
};
