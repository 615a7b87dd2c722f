/**
 * The open-league task's steps as the sandbox's records show them (league.ts; docs/decisions/tasks.md
 * "Tasks (issue 20)", "Open league"): the badge's instant, then a TON swap above $10 after it.
 * Read by the tasks' check (verify.ts), so it imports nothing of the engine.
 */
import type { Queryable } from '../../main/engine/ledger';
import { dollars, operationsIn } from './activity';
import type { CatalogueTask } from './catalogue';
import { TASK_RULES } from './config';

export const OPEN_LEAGUE_CODE = 'tradeOpenLeague';

/** When the user's badge was recorded (ms), or null. */
export async function leagueBadgeAt(q: Queryable, userId: number): Promise<number | null> {
  const result = await q.query<{ claimed_at: Date }>(`select claimed_at from mining_league_badges where user_id = $1`, [userId]);
  return result.rows[0]?.claimed_at.getTime() ?? null;
}

/** A trade counts when it is a TON swap above $10 (what the user gave, at its own instant's price). */
async function leagueTrades(q: Queryable, userId: number, after: number, until: number): Promise<number> {
  if (until <= after) return 0;
  const swaps = await operationsIn(q, userId, 'swap', after + 1, until);
  return swaps.filter((swap) => swap.chainId === 'TON' && swap.usd > dollars(TASK_RULES.swapMinUsd)).length;
}

/** The steps done at `now`: 0 without the badge, 1 with it, 2 once a trade followed it before the campaign's end. */
export async function openLeagueSteps(q: Queryable, userId: number, task: CatalogueTask, now: number): Promise<number> {
  const badgeAt = await leagueBadgeAt(q, userId);
  if (badgeAt === null) return 0;
  // The campaign's end (a date of the configuration): a trade after it does not count.
  const until = task.deadline.kind === 'at' ? Math.min(now, Date.parse(task.deadline.iso)) : now;
  return (await leagueTrades(q, userId, badgeAt, until)) > 0 ? 2 : 1;
}
