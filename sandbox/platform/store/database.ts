/**
 * The one interface every route and engine function uses to reach the store, so the same code runs
 * on PGlite (the default: embedded, one connection) and on a PostgreSQL server through a connection
 * pool (`DATABASE_URL`). Implementations: pglite.ts and postgres.ts beside this file.
 *
 * Inside a transaction only its `tx` may be used. Reaching for the store itself there is a bug on
 * both: PGlite would wait for the very transaction that waits for it (a deadlock), and a pool
 * would run the statement on another connection, outside the transaction (a write that commits on
 * its own, which is how exactly-once breaks). So the store refuses it, loudly, on both.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Rows<T> {
  readonly rows: T[];
}

/** What can run a query: the store or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Rows<T>>;
}

/** An open transaction: statements in it commit together or not at all. */
export interface Tx extends Queryable {
  /** Runs statements without parameters (several allowed), e.g. a migration. */
  exec(sql: string): Promise<void>;
  /**
   * The transaction's last statement, with its COMMIT: on PostgreSQL both go in one write and come
   * back in one answer, a round trip less (docs/decisions/sandbox-platform.md "The claim's last
   * statement commits (issue 36)"). Nothing may be sent through the transaction after it (the
   * store refuses it), and the callback should return at once: what it does afterwards can no
   * longer roll the statement back. If the statement fails, nothing commits, as before. On the
   * store itself (outside a transaction) it is `query`: a lone statement commits on its own.
   */
  queryAndCommit<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Rows<T>>;
}

export interface Db extends Tx {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in a transaction: commits when it resolves, rolls back when it throws. On
   * PostgreSQL a deadlock or serialization failure runs `fn` again, so `fn` must only use `tx`.
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Deadlock and serialization failure: the transaction did nothing and may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Whether `error` is a failure the store's transaction re-runs (PostgreSQL's deadlock or
 * serialization failure). Whatever catches errors inside a transaction must let these through, or
 * the retry never sees them and the request answers 500 (issue 43).
 */
export const isRetryableFailure = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));

const preparedTexts = new Set<string>();

/**
 * Marks `sql` as a statement every request runs (the caller's row, the clock, the callers' record):
 * the PostgreSQL store prepares it once per connection and reuses its plan, instead of parsing and
 * planning it on every run (a half to two thirds of such a statement's database CPU, measured by
 * the ranks bench). Only for statements whose best plan does not depend on their parameters
 * (lookups by key): a prepared statement may run a generic plan, which for a range whose bounds
 * decide the plan (a leaderboard page) could be a much worse one. Returns `sql`; PGlite ignores it.
 */
export function prepared(sql: string): string {
  preparedTexts.add(sql);
  return sql;
}

/** Whether `sql` was marked with prepared(). */
export const isPrepared = (sql: string): boolean => preparedTexts.has(sql);

/** The async context of a transaction's callback, so a stray use of the store inside it is caught. */
const insideTransaction = new AsyncLocalStorage<true>();

function refuseInsideTransaction(): void {
  if (insideTransaction.getStore()) {
    throw new Error('the store was used inside a transaction: use the transaction’s tx (see sandbox/platform/store/database.ts)');
  }
}

/** What a transaction answers a statement sent after the one that committed it (queryAndCommit). */
export const committedAlready = (): Error => new Error('the transaction was committed by its last statement (queryAndCommit): nothing may be sent after it');

/** Runs a transaction's callback in the context that marks it as one. */
export const inTransactionContext = <T>(fn: () => Promise<T>): Promise<T> => insideTransaction.run(true, fn);

/** Adds the inside-a-transaction guard to an implementation's store-level calls. */
export function guarded(db: Db): Db {
  return {
    kind: db.kind,
    query: (sql, params) => {
      refuseInsideTransaction();
      return db.query(sql, params);
    },
    queryAndCommit: (sql, params) => {
      refuseInsideTransaction();
      return db.queryAndCommit(sql, params);
    },
    exec: (sql) => {
      refuseInsideTransaction();
      return db.exec(sql);
    },
    transaction: (fn) => {
      refuseInsideTransaction();
      return db.transaction(fn);
    },
    close: () => db.close(),
  };
}
