/**
 * The open-league task (seed 001 §4 "Open-league task. Badge, then trade, then done."; §2 the
 * open-league intro's "get a DeFi badge" and "open trading"; docs/decisions/tasks.md "Tasks (issue 20)",
 * "Open league"). Two steps, each a record of the sandbox, never the client's word:
 *
 * - the badge: the Open League's DeFi badge, recorded once per user with the database clock's
 *   instant (`mining_league_badges`) by `POST /boost/openLeague/badge`, until the campaign's end;
 * - the trade: a TON swap above $10 in the wallet's swap history made after that instant (a swap
 *   before the badge does not count) and before the campaign's end.
 *
 * The task's `doneAmount` is the steps done (0, 1, 2 of maxAmount 2): the tasks' read (engine.ts)
 * grants it once both hold, under the miner's lock, like every task; `/boost/openLeague/check`
 * answers why it is not done yet.
 */
import type { Queryable } from '../../main/engine/ledger';
import { iso, type SandboxClock } from '../../platform/clock';
import { SandboxError } from '../../platform/http/errors';
import { speedSegments, wireMining } from '../shared/miner';
import type { UserFacts } from '../shared/facts';
import { checkTasks, deadlineOf, wireTasks, type CheckedTask } from './engine';
import { OPEN_LEAGUE_CODE } from './league-steps';

const refusal = {
  ended: () => new SandboxError(409, 'The open league has ended', 'league-ended'),
  noBadge: () => new SandboxError(409, 'Get the DeFi badge first', 'no-league-badge'),
  noTrade: () => new SandboxError(409, 'No TON swap above $10 since the badge', 'no-league-trade'),
};

async function answer(tx: Queryable, userId: number, entry: CheckedTask, current: Awaited<ReturnType<typeof checkTasks>>['current']) {
  const [task] = await wireTasks(tx, userId, [entry], current.now);
  if (!task) throw new Error(`${OPEN_LEAGUE_CODE} was not wired`);
  const segments = await speedSegments(tx, userId);
  return { ok: true as const, task, mining: await wireMining(tx, current.miner, segments, current.now), serverTime: iso(current.now) };
}

async function checkedLeague(tx: Queryable, clock: SandboxClock, facts: UserFacts, userId: number) {
  const { current, checked } = await checkTasks(tx, clock, userId, facts);
  const entry = checked.find(({ task }) => task.code === OPEN_LEAGUE_CODE);
  if (!entry) throw new Error(`the catalogue has no ${OPEN_LEAGUE_CODE}`);
  return { current, entry };
}

/** The badge step: recorded once (the first instant stays), under the miner's lock; refused after the campaign. */
export async function claimLeagueBadge(tx: Queryable, clock: SandboxClock, facts: UserFacts, userId: number) {
  const { current, entry } = await checkedLeague(tx, clock, facts, userId);
  if (entry.doneAmount > 0) return answer(tx, userId, entry, current);
  const deadline = deadlineOf(entry.task, current.now);
  if (deadline !== null && current.now > deadline) throw refusal.ended();
  await tx.query(`insert into mining_league_badges (user_id, claimed_at) values ($1, $2) on conflict (user_id) do nothing`, [userId, iso(current.now)]);
  return answer(tx, userId, { ...entry, doneAmount: 1 }, current);
}

/** The trade step: the read under the lock grants it once both steps hold; otherwise says which is missing. */
export async function checkLeagueTrade(tx: Queryable, clock: SandboxClock, facts: UserFacts, userId: number) {
  const { current, entry } = await checkedLeague(tx, clock, facts, userId);
  if (!entry.completed) throw entry.doneAmount === 0 ? refusal.noBadge() : refusal.noTrade();
  return answer(tx, userId, entry, current);
}
