/**
 * Executes a value-moving request once per (user, Idempotency-Key) and replays the first answer
 * afterwards, whichever port the retry reaches (all ports share one store).
 *
 * The key, the movement and the answer commit in ONE transaction: `runOnce` opens it, claims the
 * key with INSERT ... ON CONFLICT DO NOTHING, hands the same transaction to the handler, and writes
 * the handler's answer into the key's row before committing. So a crash at any point leaves either
 * nothing (the retry executes) or the movement together with its answer (the retry replays); there
 * is never a committed key without its answer, and nothing to clean up at start.
 *
 * - A duplicate that arrives while the first still runs waits for it: on PostgreSQL its INSERT
 *   blocks on the key's primary key until the first commits or rolls back; on PGlite its whole
 *   transaction queues behind the first. Then it sees the committed answer and replays it (or, if
 *   the first rolled back, executes). After `waitMs` without getting that far it answers 409
 *   `idempotency-key-in-progress`, and the attempt it leaves behind rolls back when it gets in.
 * - The same key with another route or fingerprint is a 409 `idempotency-key-reused`.
 * - A refusal (4xx) is final: the handler's transaction rolls back whole (whatever it wrote), and
 *   the key is stored with the refusal in a transaction of its own.
 * - A failure (5xx, or a throw) rolls everything back and keeps no key: a retry executes afresh.
 */
import type { SandboxDeps } from '../deps';
import { prepared, type Tx } from '../store/database';

export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

export interface IdempotencyScope {
  readonly userId: number;
  readonly key: string;
  /** `METHOD /path`: a key belongs to one call. */
  readonly route: string;
  /** A hash of what the request asks for (query, body, walletindex). */
  readonly fingerprint: string;
}

export interface RunOnceOptions {
  /** How long a duplicate waits for the first request to finish (default 30 s). */
  readonly waitMs?: number;
  /**
   * A locking SELECT (`$1` the caller's id) run in the key's own statement, so the rows the
   * handler needs are locked, and may be read, with no round trip of their own (the claim locks
   * the miner's row and reads it: docs/decisions/sandbox-platform.md "Claims in four round trips
   * (issue 36)"). Its rows reach the handler (`Execute`'s second argument). Whatever it reads
   * beside the locked rows must be read after the lock with a snapshot of its own (a volatile
   * function): a plain join sees the database as of the statement's start, before any wait.
   */
  readonly lockFirst?: string;
}

/**
 * The handler: runs in the key's transaction, writes only through `tx`, returns the answer.
 * `lockedRows`: the rows of the call's `lockFirst` statement, when it has one.
 */
export type Execute = (tx: Tx, lockedRows?: readonly Record<string, unknown>[]) => Promise<StoredAnswer>;

/** The key's column in the key statement's rows (the others are lockFirst's). */
const CLAIMED_KEY = 'idempotency_claimed_key';

export const IDEMPOTENCY_WAIT_MS = 30_000;

interface KeyRow {
  route: string;
  fingerprint: string;
  status: 'pending' | 'done';
  response_status: number | null;
  response_body: unknown;
}

export const reusedKeyAnswer: StoredAnswer = {
  status: 409,
  body: { message: 'This Idempotency-Key was already used for a different request', code: 'idempotency-key-reused' },
};

export const inProgressAnswer: StoredAnswer = {
  status: 409,
  body: { message: 'A request with this Idempotency-Key is still being processed', code: 'idempotency-key-in-progress' },
};

/** Thrown inside the transaction to roll it back while keeping the answer. */
class RollBack extends Error {
  constructor(readonly answer: StoredAnswer) {
    super(`rolled back with ${answer.status}`);
  }
}

/** Thrown inside an attempt whose caller already answered `in progress`. */
class Abandoned extends Error {}

/** Runs `execute` in a transaction that commits only a success (2xx, 3xx); used for dry runs too. */
export async function runInTransaction(deps: SandboxDeps, execute: Execute): Promise<StoredAnswer> {
  try {
    return await deps.db.transaction(async (tx) => {
      const answer = await execute(tx);
      if (answer.status >= 400) throw new RollBack(answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof RollBack) return error.answer;
    throw error;
  }
}

/**
 * The key's claim, as one statement: the time the key is created at is the sandbox clock's own SQL
 * when it has one (no round trip to read it first), and `lockFirst` locks the handler's rows in the
 * same statement. Cached per (clock, lock) text, so each is one prepared statement.
 */
const claimStatements = new Map<string, string>();
function claimStatement(clockSql: string | undefined, lockFirst: string | undefined): string {
  const cacheKey = `${clockSql ?? ''}\u0000${lockFirst ?? ''}`;
  let sql = claimStatements.get(cacheKey);
  if (sql === undefined) {
    const createdAt = clockSql === undefined ? '$8::timestamptz' : `to_timestamp((${clockSql}) / 1000.0)`;
    const insert = `INSERT INTO idempotency_keys (user_id, key, route, fingerprint, status, response_status, response_body, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, ${createdAt})
     ON CONFLICT (user_id, key) DO NOTHING
     RETURNING key`;
    sql = prepared(
      lockFirst === undefined
        ? insert
        : // MATERIALIZED: the lock runs as its own step, whatever the planner would fold.
          `WITH claimed AS (${insert}), locked AS MATERIALIZED (${lockFirst})
         SELECT claimed.key AS ${CLAIMED_KEY}, locked.* FROM claimed LEFT JOIN locked ON true`,
    );
    claimStatements.set(cacheKey, sql);
  }
  return sql;
}

/** Whether the key was claimed, and lockFirst's rows (none when it was not, or without lockFirst). */
async function claim(
  deps: SandboxDeps,
  tx: Tx,
  scope: IdempotencyScope,
  answer: StoredAnswer | null,
  lockFirst?: string,
): Promise<{ readonly claimed: boolean; readonly lockedRows: readonly Record<string, unknown>[] }> {
  const params: unknown[] = [
    scope.userId,
    scope.key,
    scope.route,
    scope.fingerprint,
    answer ? 'done' : 'pending',
    answer?.status ?? null,
    answer ? JSON.stringify(answer.body ?? null) : null,
  ];
  if (deps.clock.sql === undefined) params.push(new Date(await deps.clock.read(tx)).toISOString());
  const { rows } = await tx.query<Record<string, unknown>>(claimStatement(deps.clock.sql, lockFirst), params);
  // LEFT JOIN: one row of nulls beside the key when lockFirst found nothing.
  const lockedRows = rows.map(({ [CLAIMED_KEY]: _key, ...locked }) => locked).filter((locked) => Object.values(locked).some((value) => value !== null));
  return { claimed: rows.length > 0, lockedRows };
}

const SETTLE = prepared(`UPDATE idempotency_keys SET status = 'done', response_status = $3, response_body = $4::jsonb WHERE user_id = $1 AND key = $2`);

/**
 * The transactions whose handler wrote the key's answer itself, in its own last statement
 * (settleInline): runOnce then sends no statement of its own for it.
 */
const settledInline = new WeakMap<Tx, unknown>();

/**
 * For a handler that writes its key's answer in its own last statement (the claim): returns the
 * answer's JSON text to write as `response_body` (with status 'done' and response_status 200), and
 * notes that `body` is written, so runOnce does not write it again. `body` must be the handler's
 * answer as it returns it (the same object, unchanged); for any other answer runOnce writes its own.
 */
export function settleInline(tx: Tx, body: unknown): string {
  settledInline.set(tx, body);
  return JSON.stringify(body ?? null);
}

/**
 * The transaction as the handler gets it: its last statement may commit (queryAndCommit, a round
 * trip less: docs/decisions/sandbox-platform.md "The claim's last statement commits (issue 36)")
 * only once the key's answer is in it (settleInline), since a key committed without its answer
 * would never be answered; the `inside-transaction` fault point is then reached just before that
 * statement goes, while everything is still uncommitted, as it is reached before COMMIT otherwise.
 */
function handlerTx(deps: SandboxDeps, tx: Tx): { readonly tx: Tx; readonly committed: () => boolean } {
  let committed = false;
  const inner: Tx = {
    query: <T>(sql: string, params?: readonly unknown[]) => tx.query<T>(sql, params),
    exec: (sql) => tx.exec(sql),
    queryAndCommit: async <T>(sql: string, params?: readonly unknown[]) => {
      if (!settledInline.has(inner)) throw new Error('a handler commits its last statement only with the key’s answer in it (settleInline)');
      deps.faults?.reached('inside-transaction');
      committed = true;
      return tx.queryAndCommit<T>(sql, params);
    },
  };
  return { tx: inner, committed: () => committed };
}

async function settle(tx: Tx, scope: IdempotencyScope, answer: StoredAnswer): Promise<void> {
  if (answer.status === 200 && settledInline.has(tx) && settledInline.get(tx) === answer.body) return;
  await tx.query(SETTLE, [scope.userId, scope.key, answer.status, JSON.stringify(answer.body ?? null)]);
}

/** What a request whose handler committed with its key's answer (handlerTx) answers: that answer. */
function committedAnswer(tx: Tx, executed: StoredAnswer): StoredAnswer {
  const stored = settledInline.get(tx);
  if (executed.status === 200 && executed.body === stored) return executed;
  // Not reachable while a handler returns right after its last statement; if it is, the stored answer stands.
  console.error(`[sandbox] a handler answered ${String(executed.status)} after committing its key's answer: the stored answer is sent`);
  return { status: 200, body: stored };
}

/** The answer a committed key gives a later request with that key. */
async function replay(tx: Tx, scope: IdempotencyScope): Promise<StoredAnswer> {
  const result = await tx.query<KeyRow>(
    `SELECT route, fingerprint, status, response_status, response_body FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
    [scope.userId, scope.key],
  );
  const row = result.rows[0];
  if (row && (row.route !== scope.route || row.fingerprint !== scope.fingerprint)) return reusedKeyAnswer;
  if (row?.status === 'done' && row.response_status !== null) return { status: row.response_status, body: row.response_body };
  // Not reachable with this module (a key commits with its answer); a row of the older two-step
  // form, left pending by a crash, may have moved value: never execute it again.
  return inProgressAnswer;
}

/**
 * Bounds how long a request waits to get into its transaction: `enter()` is called once the claim
 * has gone through; if the time ran out before, the attempt must roll back (its caller has
 * answered already). Single-threaded JavaScript makes the two outcomes exclusive.
 */
function entryGate(waitMs: number) {
  let state: 'waiting' | 'entered' | 'gave-up' = 'waiting';
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'gave-up'>((resolve) => {
    timer = setTimeout(() => {
      if (state !== 'waiting') return;
      state = 'gave-up';
      resolve('gave-up');
    }, waitMs);
  });
  return {
    gaveUp,
    enter(): void {
      if (state === 'gave-up') throw new Abandoned();
      state = 'entered';
      clearTimeout(timer);
    },
    dispose: () => clearTimeout(timer),
  };
}

type Attempt = { readonly kind: 'committed'; readonly answer: StoredAnswer } | { readonly kind: 'refused'; readonly answer: StoredAnswer };

async function attempt(deps: SandboxDeps, scope: IdempotencyScope, execute: Execute, enter: () => void, lockFirst?: string): Promise<Attempt> {
  try {
    const answer = await deps.db.transaction(async (tx) => {
      const { claimed, lockedRows } = await claim(deps, tx, scope, null, lockFirst);
      enter();
      if (!claimed) return replay(tx, scope);
      const handler = handlerTx(deps, tx);
      const executed = await execute(handler.tx, lockFirst === undefined ? undefined : lockedRows);
      // Committed with the key's answer: that answer is this request's too, as it is any retry's.
      if (handler.committed()) return committedAnswer(handler.tx, executed);
      if (executed.status >= 400) throw new RollBack(executed);
      await settle(handler.tx, scope, executed);
      deps.faults?.reached('inside-transaction');
      return executed;
    });
    return { kind: 'committed', answer };
  } catch (error) {
    if (error instanceof RollBack) return { kind: 'refused', answer: error.answer };
    throw error;
  }
}

/** Keeps a refusal as the key's final answer, unless another request got the key meanwhile. */
function storeRefusal(deps: SandboxDeps, scope: IdempotencyScope, answer: StoredAnswer): Promise<StoredAnswer> {
  return deps.db.transaction(async (tx) => ((await claim(deps, tx, scope, answer)).claimed ? answer : replay(tx, scope)));
}

export async function runOnce(deps: SandboxDeps, scope: IdempotencyScope, execute: Execute, options: RunOnceOptions = {}): Promise<StoredAnswer> {
  deps.faults?.reached('before-transaction');
  // Real time on purpose: the wait bounds how long a connection is held, whatever the sandbox clock says.
  const gate = entryGate(options.waitMs ?? IDEMPOTENCY_WAIT_MS);
  const running = attempt(deps, scope, execute, gate.enter, options.lockFirst);
  let outcome: Attempt | 'gave-up';
  try {
    outcome = await Promise.race([running, gate.gaveUp]);
  } finally {
    gate.dispose();
  }
  if (outcome === 'gave-up') {
    // The attempt still queued rolls itself back (Abandoned) once it gets in; nobody awaits it.
    running.catch(() => undefined);
    return inProgressAnswer;
  }
  // A failure (5xx) keeps no key, so a retry executes afresh; a refusal is kept like a success.
  const final = outcome.kind === 'refused' && outcome.answer.status < 500 ? await storeRefusal(deps, scope, outcome.answer) : outcome.answer;
  deps.faults?.reached('after-commit');
  return final;
}
