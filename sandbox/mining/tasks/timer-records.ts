/**
 * The server's record of a boost timer (seed 001 §4 "Boost timers", §9; docs/decisions/tasks.md "Tasks
 * (issue 20)", "Boost timers" and "The emoji task"): when it started (`mining_task_timers`, the
 * first start holds) and the random 1 to 10 s reduction the user asked for once
 * (`mining_timer_reductions`, drawn here, never the client's number). A timer has run out when its
 * duration less its reduction has passed since the recorded start, by the database's clock.
 */
import { randomInt } from 'node:crypto';
import type { Queryable } from '../../main/engine/ledger';
import { timerReductionMs } from '../../../domain/mining/tasks/timers';
import { SandboxError } from '../../platform/http/errors';
import type { CatalogueTask } from './catalogue';

/** The preset of a task that runs a boost timer (a partner app's or the emoji task's), or null. */
export function timedMsOf(task: CatalogueTask): number | null {
  return task.check.kind === 'timer' || task.check.kind === 'emoji' ? task.check.ms : null;
}

/** Counts (0 or 1) the timer of ($1 user, $2 code, $3 preset ms) run out at $4: its reduced duration passed since the recorded start. */
export const timerRunOutSql = `select count(*)::text as n from mining_task_timers t
  left join mining_timer_reductions r on r.user_id = t.user_id and r.code = t.code
  where t.user_id = $1 and t.code = $2 and t.started_at + ($3 - coalesce(r.reduction_ms, 0)) * interval '1 millisecond' <= $4`;

/** A random reduction of 1 to 10 s (seed 001 §9), from the server's own randomness. */
const drawReductionMs = (): number => timerReductionMs(randomInt(0, 1_000_000) / 1_000_000);

export interface TimerRecord {
  readonly startedAt: number;
  readonly reductionMs: number;
  /** When the task can be confirmed: start + preset − reduction. */
  readonly confirmableAt: number;
}

export async function timerRecord(q: Queryable, userId: number, code: string, ms: number): Promise<TimerRecord | null> {
  const result = await q.query<{ started_at: Date; reduction_ms: number | null }>(
    `select t.started_at, r.reduction_ms from mining_task_timers t left join mining_timer_reductions r on r.user_id = t.user_id and r.code = t.code where t.user_id = $1 and t.code = $2`,
    [userId, code],
  );
  const row = result.rows[0];
  if (!row) return null;
  const startedAt = row.started_at.getTime();
  const reductionMs = Number(row.reduction_ms ?? 0);
  return { startedAt, reductionMs, confirmableAt: startedAt + ms - reductionMs };
}

/**
 * Records a timer's start (once: a later start keeps the first) and, when `reduce` is asked, its
 * reduction: once per timer, only while it runs (a timer run out has nothing left to shorten), and
 * refused before the timer started. Runs inside the caller's transaction, under the miner's lock.
 */
export async function recordTimer(tx: Queryable, userId: number, task: CatalogueTask, ms: number, now: number, reduce: boolean) {
  if (reduce) {
    const before = await timerRecord(tx, userId, task.code, ms);
    if (before === null) throw new SandboxError(409, 'The timer has not started', 'timer-not-started');
    if (before.confirmableAt > now) {
      await tx.query(`insert into mining_timer_reductions (user_id, code, reduction_ms, requested_at) values ($1, $2, $3, $4) on conflict (user_id, code) do nothing`, [
        userId,
        task.code,
        drawReductionMs(),
        new Date(now).toISOString(),
      ]);
    }
  } else {
    await tx.query(`insert into mining_task_timers (user_id, code, started_at) values ($1, $2, $3) on conflict (user_id, code) do nothing`, [userId, task.code, new Date(now).toISOString()]);
  }
  const record = await timerRecord(tx, userId, task.code, ms);
  if (record === null) throw new Error('the timer was not recorded');
  return {
    code: task.code,
    startedAt: new Date(record.startedAt).toISOString(),
    confirmableAt: new Date(record.confirmableAt).toISOString(),
    reductionMs: record.reductionMs,
    serverTime: new Date(now).toISOString(),
  };
}
