/**
 * Airdrops verified against the sandbox's own records (docs/decisions/airdrops.md "Airdrops (issue 20)").
 * The list reads, never writes: a task shows done once confirmed. confirmSubscription with an
 * airdrop's id, under the miner's lock and at the time read under it, refuses while the user has
 * invited fewer than 3 friends or the airdrop has ended, checks the task (the channel, the wallet's
 * deposits), records it once (its primary key) and, when every task of the airdrop is recorded,
 * enters the user once: a boost of the airdrop's speed from now until its deadline.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../main/engine/ledger';
import { iso, type SandboxClock } from '../../platform/clock';
import { SandboxError } from '../../platform/http/errors';
import { currentMiner } from '../shared/current';
import { switchText } from '../shared/miner';
import { dollars, operationsIn, sumUsd } from './activity';
import { AIRDROP_FRIENDS_REQUIRED, AIRDROPS, catalogueAirdrop, type AirdropTaskSpec, type CatalogueAirdrop } from './airdrops';
import { isMember } from './channels';

/** Friends the user invited: mining records made from the user's invite link (the friends feature's referrals). */
export async function invitedFriends(q: Queryable, userId: number): Promise<number> {
  const result = await q.query<{ n: number }>(`select count(*)::int as n from mining_users where inviter_id = $1`, [userId]);
  return result.rows[0]?.n ?? 0;
}

async function confirmedTasks(q: Queryable, userId: number): Promise<Set<string>> {
  const result = await q.query<{ airdrop_id: string; code: string }>(`select airdrop_id, code from mining_airdrop_tasks where user_id = $1`, [userId]);
  return new Set(result.rows.map((row) => `${row.airdrop_id}:${row.code}`));
}

async function enteredAirdrops(q: Queryable, userId: number): Promise<Set<string>> {
  const result = await q.query<{ airdrop_id: string }>(`select airdrop_id from mining_airdrop_entries where user_id = $1`, [userId]);
  return new Set(result.rows.map((row) => row.airdrop_id));
}

function wireAirdrop(airdrop: CatalogueAirdrop, confirmed: ReadonlySet<string>, entered: ReadonlySet<string>) {
  return {
    code: airdrop.code,
    id: airdrop.id,
    dttmDeadline: iso(Date.parse(airdrop.deadline)),
    airDropSpeed: switchText(airdrop.unitsPerHour),
    winnerAmount: airdrop.winners,
    pricePool: airdrop.pool,
    tasks: airdrop.tasks.map((task) => {
      const done = confirmed.has(`${airdrop.id}:${task.code}`);
      return {
        code: task.code,
        doneAmount: done ? 1 : 0,
        maxAmount: 1,
        url: task.code === 'deposit' ? null : task.url,
        token: task.code === 'deposit' ? task.symbol : null,
        fromToken: null,
        isCompleted: done,
      };
    }),
    isCompleted: entered.has(airdrop.id),
  };
}

/** The list as the wire shows it (adapters/http/contract/mining/airdrops.ts). */
export async function airdropList(q: Queryable, clock: SandboxClock, userId: number) {
  const now = await clock.read(q);
  const [friends, confirmed, entered] = await Promise.all([invitedFriends(q, userId), confirmedTasks(q, userId), enteredAirdrops(q, userId)]);
  return { friendsAmount: friends, friendsRequired: AIRDROP_FRIENDS_REQUIRED, tasks: AIRDROPS.map((airdrop) => wireAirdrop(airdrop, confirmed, entered)), serverTime: iso(now) };
}

/** Whether the records show the task done at `now`: a refusal's code when not. */
async function taskHolds(q: Queryable, userId: number, airdrop: CatalogueAirdrop, task: AirdropTaskSpec, now: number, createdAt: number): Promise<'not-a-member' | 'no-deposit' | null> {
  if (task.code === 'deposit') {
    const from = Math.max(Date.parse(airdrop.startsAt), createdAt);
    const deposits = (await operationsIn(q, userId, 'deposit', from, now)).filter((deposit) => deposit.chainId === 'TON' && deposit.symbol === task.symbol);
    return sumUsd(deposits) >= dollars(task.minUsd) ? null : 'no-deposit';
  }
  return (await isMember(q, userId, task.channel)) ? null : 'not-a-member';
}

/**
 * Confirms an airdrop's task in the caller's transaction (confirmSubscription's idempotency key
 * replays an answer; the rows' primary keys and the miner's lock make a new key add nothing twice).
 */
export async function confirmAirdropTask(tx: Queryable, clock: SandboxClock, userId: number, airdropId: string, code: string) {
  const airdrop = catalogueAirdrop(airdropId);
  if (!airdrop) throw new SandboxError(404, 'No such airdrop', 'unknown-airdrop', ['airdropId']);
  const task = airdrop.tasks.find((entry) => entry.code === code);
  if (!task) throw new SandboxError(404, 'The airdrop has no such task', 'unknown-task', ['subscriptionType']);
  const current = await currentMiner(tx, clock, userId);
  const { now } = current;
  if ((await invitedFriends(tx, userId)) < AIRDROP_FRIENDS_REQUIRED) throw new SandboxError(409, `Airdrops open after inviting ${String(AIRDROP_FRIENDS_REQUIRED)} friends`, 'airdrops-locked');
  const confirmed = await confirmedTasks(tx, userId);
  if (!confirmed.has(`${airdrop.id}:${task.code}`)) {
    if (now >= Date.parse(airdrop.deadline)) throw new SandboxError(409, 'The airdrop has ended', 'airdrop-ended');
    const refusal = await taskHolds(tx, userId, airdrop, task, now, current.miner.createdAt);
    if (refusal === 'not-a-member') throw new SandboxError(409, 'Not a member of the channel', 'not-a-member');
    if (refusal === 'no-deposit') throw new SandboxError(409, `No deposit of ${task.code === 'deposit' ? task.symbol : ''} worth $10 yet`, 'no-deposit');
    await tx.query(`insert into mining_airdrop_tasks (user_id, airdrop_id, code, confirmed_at) values ($1, $2, $3, $4) on conflict do nothing`, [userId, airdrop.id, task.code, iso(now)]);
    confirmed.add(`${airdrop.id}:${task.code}`);
  }
  const entered = await enteredAirdrops(tx, userId);
  if (!entered.has(airdrop.id) && now < Date.parse(airdrop.deadline) && airdrop.tasks.every((entry) => confirmed.has(`${airdrop.id}:${entry.code}`))) {
    const boostId = `boost_${randomUUID()}`;
    await tx.query(`insert into mining_boosts (id, user_id, source, units_per_hour, starts_at, ends_at, ref) values ($1, $2, 'airdrop', $3::numeric, $4, $5, $6)`, [
      boostId,
      userId,
      airdrop.unitsPerHour.toString(),
      iso(now),
      iso(Date.parse(airdrop.deadline)),
      airdrop.id,
    ]);
    await tx.query(`insert into mining_airdrop_entries (user_id, airdrop_id, boost_id, entered_at) values ($1, $2, $3, $4)`, [userId, airdrop.id, boostId, iso(now)]);
    entered.add(airdrop.id);
  }
  return { current, airdrop: wireAirdrop(airdrop, confirmed, entered) };
}
