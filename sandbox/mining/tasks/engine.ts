/**
 * Tasks verified against the sandbox's own records (MINING.md "Tasks and verification"; docs/
 * decisions/tasks.md "Tasks (issue 20)"). Every read of a list, under the miner's lock and at the time
 * read under it, checks each task of the catalogue and grants a task seen done for the first time
 * in its period: a boost of the task's speed from now for its hours, and a grant row whose primary
 * key (user, task, period) holds it to once, whatever the retries or parallel reads.
 */
import { randomUUID } from 'node:crypto';
import { utcDayStart } from '../../../domain/mining/tasks/rules';
import type { Queryable } from '../../main/engine/ledger';
import { requireToken } from '../../main/engine/token-catalogue';
import { iso, type SandboxClock } from '../../platform/clock';
import { currentMiner, type CurrentMiner } from '../shared/current';
import type { UserFacts } from '../shared/facts';
import { speedSegments, switchText } from '../shared/miner';
import { listsOf, TASK_CATALOGUE, type CatalogueTask, type TaskList } from './catalogue';
import { DAILY_REWARD_LIST, dailyStanding } from './daily';
import { measure } from './verify';

const HOUR_MS = 3_600_000;

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

/** A grant's key, `code:period`: also the ref of the boost it made. */
const grantKey = (code: string, period: string): string => `${code}:${period}`;

/** The grants already made, by `code:period` key, with the boost each added (1e-9 SWITCH/h). */
async function grantsOf(q: Queryable, userId: number): Promise<Map<string, bigint>> {
  const result = await q.query<{ code: string; period: string; units: string }>(
    `select g.code, g.period, b.units_per_hour::text as units from mining_task_grants g join mining_boosts b on b.id = g.boost_id where g.user_id = $1`,
    [userId],
  );
  return new Map(result.rows.map((row) => [grantKey(row.code, row.period), BigInt(row.units)]));
}

/** Grants the task's boost of `unitsPerHour` from `now`, once per (user, task, period): the caller holds the miner's lock. */
export async function grant(q: Queryable, userId: number, task: CatalogueTask, period: string, unitsPerHour: bigint, now: number): Promise<void> {
  const boostId = `boost_${randomUUID()}`;
  await q.query(`insert into mining_boosts (id, user_id, source, units_per_hour, starts_at, ends_at, ref) values ($1, $2, 'task', $3::numeric, $4, $5, $6)`, [
    boostId,
    userId,
    unitsPerHour.toString(),
    iso(now),
    iso(now + task.boostHours * HOUR_MS),
    grantKey(task.code, period),
  ]);
  await q.query(`insert into mining_task_grants (user_id, code, period, boost_id, granted_at) values ($1, $2, $3, $4, $5)`, [userId, task.code, period, boostId, iso(now)]);
}

/** A task counted item by item (the create-coin task's coins, each a grant of its own) is granted by its call, never by a read. */
const grantedOnRead = (task: CatalogueTask): boolean => task.check.kind !== 'coins';

export interface CheckedTask {
  readonly task: CatalogueTask;
  readonly doneAmount: number;
  readonly completed: boolean;
  /** The boost it added when granted, or would add if granted now. */
  readonly unitsPerHour: bigint;
}

/**
 * Checks every task at the time read under the miner's lock and grants what is newly done. Only
 * the caller's transaction sees the grants until it commits; a parallel read waits for the lock,
 * then finds the grant and adds nothing.
 */
export async function checkTasks(tx: Queryable, clock: SandboxClock, userId: number, facts: UserFacts): Promise<{ current: CurrentMiner; checked: CheckedTask[] }> {
  const current = await currentMiner(tx, clock, userId);
  const grants = await grantsOf(tx, userId);
  const checked: CheckedTask[] = [];
  for (const task of TASK_CATALOGUE) {
    const period = periodOf(task, current.now);
    const granted = grants.get(grantKey(task.code, period));
    const measured = granted === undefined ? await measure(tx, current, task, facts) : { done: task.maxAmount, unitsPerHour: granted };
    if (granted === undefined && measured.done >= task.maxAmount && grantedOnRead(task)) await grant(tx, userId, task, period, measured.unitsPerHour, current.now);
    checked.push({ task, doneAmount: measured.done, completed: measured.done >= task.maxAmount, unitsPerHour: measured.unitsPerHour });
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
  const daily = checked.some(({ task }) => task.check.kind === 'daily-reward') ? await dailyStanding(q, userId, now) : null;
  return checked.map(({ task, doneAmount, completed, unitsPerHour }) => {
    const active = boosts.get(task.code) ?? [];
    const deadline = deadlineOf(task, now);
    return {
      code: task.code,
      type: task.type,
      group: task.group,
      reward: switchText(unitsPerHour),
      boostHours: task.boostHours,
      doneAmount,
      maxAmount: task.maxAmount,
      minSpeed: task.minSpeedUnits === null ? null : switchText(task.minSpeedUnits),
      dttmUpdate: deadline === null ? null : iso(deadline),
      currentAddSpeed: switchText(active.reduce((sum, boost) => sum + boost.unitsPerHour, 0n)),
      boostEndsAt: active.length === 0 ? null : iso(Math.max(...active.map((boost) => boost.endsAt))),
      url: task.url,
      gas: task.gas,
      swapPair: task.swapPair === null ? null : { chainId: task.swapPair.chainId, from: requireToken(task.swapPair.chainId, task.swapPair.from).address, to: requireToken(task.swapPair.chainId, task.swapPair.to).address },
      isCompleted: completed,
      rewardList: task.check.kind === 'daily-reward' ? DAILY_REWARD_LIST.map(switchText) : null,
      currentDay: task.check.kind === 'daily-reward' ? (daily?.currentDay ?? 1) : null,
    };
  });
}

/** The checked tasks a list shows. */
export const inList = (checked: readonly CheckedTask[], list: TaskList): CheckedTask[] => checked.filter(({ task }) => listsOf(task.group).includes(list));
