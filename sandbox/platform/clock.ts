/**
 * The sandbox clock (issue 19): the one time every sandbox value takes, and the one the tests and
 * the host page move. It is the database's clock plus an offset kept in the database
 * (`sandbox_clock`, migration 007), so every process on one PostgreSQL reads the same time, a move
 * made through any of them is seen by all, and no value depends on a process's own clock.
 *
 * A value's time is read inside its transaction, through its `tx`, after the rows it depends on
 * are locked: a transaction that waited for a lock reads a later time than the one it waited for,
 * so times written under one lock never run backwards. `clock_timestamp()` is the database's
 * current time (`now()` would be the transaction's start, before the lock). Code that needs a time
 * outside a transaction reads it through the store, from the same source.
 *
 * The clock only moves forward (a move back is refused, see ClockBackwards): every stored instant
 * (a last claim, a boost's start, an activation, a quote's expiry) assumes it.
 *
 * Not everything runs on this clock. Real time (`SandboxDeps.realClock`) is what the messenger
 * signs init data with, so the init data's age is checked against it, and the host page signs
 * with it: moving the sandbox a day on must not log anyone out. Waits are real time too (the
 * idempotency wait, the test servers' answer delays).
 *
 * Unit tests drive the clock by hand instead (tests/support/manual-clock.ts, manualSandboxClock).
 */
import type { Clock } from '../../domain/shared/clock';
import { SandboxError } from './http/errors';
import { prepared, type Queryable } from './store/database';

export interface SandboxClock {
  /**
   * The sandbox's time, ms since the epoch, read through `q`: inside a transaction its `tx`, after
   * the rows the value depends on are locked; outside one, the store.
   */
  read(q: Queryable): Promise<number>;
  /** Moves the clock `ms` (at least 0) forward for every process on the store; the new time. */
  moveBy(q: Queryable, ms: number): Promise<number>;
  /** Moves the clock to `at`; refused with ClockBackwards when `at` is before its time. The new time. */
  moveTo(q: Queryable, at: number): Promise<number>;
  /**
   * The same time as an SQL expression (a bigint of ms, read when the statement runs), for a
   * statement that needs the time and nothing locked first: it then takes it without a round trip
   * of its own (the auth middleware's record of the callers). Absent on a clock the store does not
   * keep (the unit tests' hand-driven one): read() it first then.
   */
  readonly sql?: string;
}

/**
 * The sandbox's time never moves back: every instant it stored assumes so. A 409 on `to` with the
 * platform's `invalid-value` code (the controls are not the app's contract, so no code of its own).
 */
export class ClockBackwards extends SandboxError {
  constructor(readonly now: number) {
    super(409, `The sandbox clock never moves back: it reads ${new Date(now).toISOString()}`, 'invalid-value', ['to']);
  }
}

/** The longest single move (ten years): far beyond any test, far below the dates the store can hold. */
export const MAX_CLOCK_MOVE_MS = 10 * 366 * 24 * 3_600_000;

/** A move's length, checked the same by every implementation. */
export function checkMove(ms: number): number {
  if (!Number.isSafeInteger(ms) || ms < 0 || ms > MAX_CLOCK_MOVE_MS) throw new RangeError('a move is a whole number of ms, from 0 to ten years');
  return ms;
}

/** The database's current time in whole ms (also in the claim's read, migration 007-miner-now). */
export const DATABASE_MS = `floor(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/** The sandbox's time, read (every request that moves value reads it under its lock). */
const READ = prepared(`select (${DATABASE_MS} + offset_ms)::text as now from sandbox_clock`);

const msOf = (rows: readonly { now: string | number }[]): number => {
  const row = rows[0];
  if (!row) throw new Error('sandbox_clock has no row: the store is not migrated');
  return Number(row.now);
};

/** The running sandbox's clock: the database's time plus the shared offset. */
export function databaseClock(): SandboxClock {
  return {
    sql: `(select ${DATABASE_MS} + offset_ms from sandbox_clock)`,
    read: async (q) => msOf((await q.query<{ now: string }>(READ)).rows),
    moveBy: async (q, ms) => {
      const result = await q.query<{ now: string }>(`update sandbox_clock set offset_ms = offset_ms + $1::bigint returning (${DATABASE_MS} + offset_ms)::text as now`, [
        checkMove(ms),
      ]);
      return msOf(result.rows);
    },
    moveTo: async (q, at) => {
      if (!Number.isSafeInteger(at)) throw new RangeError('an instant is a whole number of ms');
      // One statement: the check and the move cannot be split by another move.
      const moved = await q.query<{ now: string }>(
        `update sandbox_clock set offset_ms = $1::bigint - ${DATABASE_MS} where $1::bigint >= ${DATABASE_MS} + offset_ms
         returning (${DATABASE_MS} + offset_ms)::text as now`,
        [at],
      );
      if (moved.rows.length > 0) return msOf(moved.rows);
      throw new ClockBackwards(await databaseClock().read(q));
    },
  };
}

/** Real time: what init data is signed and checked with, never moved by the sandbox clock's controls. */
export const systemClock: Clock = { now: () => Date.now() };

/** An instant of the sandbox clock (milliseconds) as the wire's ISO 8601 text. */
export const iso = (ms: number): string => new Date(ms).toISOString();
