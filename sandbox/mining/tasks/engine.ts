/**
 * Tasks verified against the sandbox's own records (MINING.md "Tasks and verification"; docs/
 * decisions.md "Tasks (issue 20)"). Every read of a list, under the miner's lock and at the time
 * read under it, checks each task of the catalogue and grants a task seen done for the first time
 * in its period: a boost of the task's speed from now for its hours, and a grant row whose primary
 * key (user, task, period) holds it to once, whatever the retries or parallel reads.
 */
import { randomUUID } from 'node:crypto';
import { utcDayStart } from '../../../domain/mining/tasks/rules';
import type { Queryable } from '../../main/engine/ledger';
import type { SandboxClock } from '../../platform/clock';
import { currentMiner, type CurrentMiner } from '../shared/current';
import { speedSegments, switchText } from '../shared/miner';
import { listsOf, TASK_CATALOGUE, type CatalogueTask, type TaskList } from './catalogue';

const HOUR_MS = 3_600_000;
const iso = (ms: number): string => new Date(ms).toISOString();

/** The period a task is granted once in: its UTC day for a daily task, '' for a task done once. */
export const periodOf = (task: CatalogueTask, now: number): string => (task.deadline.kind === 'utc-day' ? iso(utcDayStart(now)).slice(0, 10) : '');

/** The deadline a task shows at `now`. */
export function deadlineOf(task: CatalogueTask, now: number): number | null {
  switch (task.deadline.kind) {
    case 'none':
      return null;
    case 'at':
      return Date.parse(task.deadline.iso);
    case 'utc-day':
      return utcDayStart(now) + 24 * HOUR_MS;
  }
}

async function count(q: Queryable, sql: string, params: unknown[]): Promise<number> {
  const result = await q.query<{ n: string }>(sql, params);
  return Number(result.rows[0]?.n ?? 0);
}

/** How much of the task the miner's records show done at `now` (at most its maxAmount). */
async function doneAmountOf(q: Queryable, miner: CurrentMiner, task: CatalogueTask): Promise<number> {
  const { userId, createdAt } = miner.miner;
  let done = 0;
  switch (task.check.kind) {
    case 'none':
      return 0;
    case 'burns':
      done = await count(q, `select count(*)::text as n from mining_burns where user_id = $1 and burned_at >= $2 and burned_at <= $3`, [userId, iso(createdAt), iso(miner.now)]);
      break;
    case 'claim-today':
      done = await count(q, `select count(*)::text as n from mining_claims where user_id = $1 and claimed_at >= $2 and claimed_at <= $3`, [userId, iso(utcDayStart(miner.now)), iso(miner.now)]);
      break;
    case 'channel':
      done = await count(q, `select count(*)::text as n from mining_channel_members where user_id = $1 and channel = $2 and joined_at <= $3`, [userId, task.check.channel, iso(miner.now)]);
      break;
  }
  return Math.min(done, task.maxAmount);
}

/** A grant's key, `code:period`: also the ref of the boost it made. */
const grantKey = (code: string, period: string): string => `${code}:${period}`;

/** The grants already made, as `code:period` keys. */
async function grantsOf(q: Queryable, userId: number): Promise<Set<string>> {
  const result = await q.query<{ code: string; period: string }>(`select code, period from mining_task_grants where user_id = $1`, [userId]);
  return new Set(result.rows.map((row) => grantKey(row.code, row.period)));
}

/** Grants the task's boost from `now`, once per (user, task, period): the caller holds the miner's lock. */
async function grant(q: Queryable, userId: number, task: CatalogueTask, period: string, now: number): Promise<void> {
  const boostId = `boost_${randomUUID()}`;
  await q.query(`insert into mining_boosts (id, user_id, source, units_per_hour, starts_at, ends_at, ref) values ($1, $2, 'task', $3::numeric, $4, $5, $6)`, [
    boostId,
    userId,
    task.unitsPerHour.toString(),
    iso(now),
    iso(now + task.boostHours * HOUR_MS),
    grantKey(task.code, period),
  ]);
  await q.query(`insert into mining_task_grants (user_id, code, period, boost_id, granted_at) values ($1, $2, $3, $4, $5)`, [userId, task.code, period, boostId, iso(now)]);
}

export interface CheckedTask {
  readonly task: CatalogueTask;
  readonly doneAmount: number;
  readonly completed: boolean;
}

/**
 * Checks every task at the time read under the miner's lock and grants what is newly done. Only
 * the caller's transaction sees the grants until it commits; a parallel read waits for the lock,
 * then finds the grant and adds nothing.
 */
export async function checkTasks(tx: Queryable, clock: SandboxClock, userId: number): Promise<{ current: CurrentMiner; checked: CheckedTask[] }> {
  const current = await currentMiner(tx, clock, userId);
  const grants = await grantsOf(tx, userId);
  const checked: CheckedTask[] = [];
  for (const task of TASK_CATALOGUE) {
    const period = periodOf(task, current.now);
    const granted = grants.has(grantKey(task.code, period));
    const doneAmount = granted ? task.maxAmount : await doneAmountOf(tx, current, task);
    if (!granted && doneAmount >= task.maxAmount) await grant(tx, userId, task, period, current.now);
    checked.push({ task, doneAmount, completed: doneAmount >= task.maxAmount });
  }
  // The granted boosts join the speed at the same instant: no second reading of the clock.
  return { current: { ...current, segments: await speedSegments(tx, userId) }, checked };
}

interface ActiveBoost {
  readonly unitsPerHour: bigint;
  readonly endsAt: number;
}

async function activeTaskBoosts(q: Queryable, userId: number, now: number): Promise<Map<string, ActiveBoost[]>> {
  const result = await q.query<{ ref: string; units_per_hour: string; ends_at: Date }>(
    `select ref, units_per_hour::text, ends_at from mining_boosts where user_id = $1 and source = 'task' and starts_at <= $2 and ends_at > $2`,
    [userId, iso(now)],
  );
  const byCode = new Map<string, ActiveBoost[]>();
  for (const row of result.rows) {
    const code = row.ref.slice(0, row.ref.lastIndexOf(':'));
    byCode.set(code, [...(byCode.get(code) ?? []), { unitsPerHour: BigInt(row.units_per_hour), endsAt: row.ends_at.getTime() }]);
  }
  return byCode;
}

/** Tasks as the wire shows them (adapters/http/contract/mining/tasks.ts), with their running boosts at `now`. */
export async function wireTasks(q: Queryable, userId: number, checked: readonly CheckedTask[], now: number) {
  const boosts = await activeTaskBoosts(q, userId, now);
  return checked.map(({ task, doneAmount, completed }) => {
    const active = boosts.get(task.code) ?? [];
    const deadline = deadlineOf(task, now);
    return {
      code: task.code,
      type: task.type,
      group: task.group,
      reward: switchText(task.unitsPerHour),
      boostHours: task.boostHours,
      doneAmount,
      maxAmount: task.maxAmount,
      minSpeed: task.minSpeedUnits === null ? null : switchText(task.minSpeedUnits),
      dttmUpdate: deadline === null ? null : iso(deadline),
      currentAddSpeed: switchText(active.reduce((sum, boost) => sum + boost.unitsPerHour, 0n)),
      boostEndsAt: active.length === 0 ? null : iso(Math.max(...active.map((boost) => boost.endsAt))),
      url: task.url,
      gas: task.gas,
      isCompleted: completed,
    };
  });
}

/** The checked tasks a list shows. */
export const inList = (checked: readonly CheckedTask[], list: TaskList): CheckedTask[] => checked.filter(({ task }) => listsOf(task.group).includes(list));
