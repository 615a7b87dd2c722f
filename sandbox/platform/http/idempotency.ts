/**
 * Executes a value-moving request once per (user, Idempotency-Key) and replays the first answer
 * afterwards, whichever port the retry reaches (all ports share one store).
 *
 * - The first request claims the key with a single INSERT ... ON CONFLICT DO NOTHING (atomic even
 *   under concurrency: PGlite runs one statement at a time), executes, then stores the answer.
 * - The same key with the same route and fingerprint replays the stored answer, never executing.
 * - The same key with another route or fingerprint is a 409 `idempotency-key-reused`.
 * - A duplicate that arrives while the first is still running (the client failed over to the
 *   backup while the primary was still working) polls the row until the answer is stored, then
 *   replays it; after `waitMs` it gives up with a 409 `idempotency-key-in-progress`.
 * - An answer with status >= 500 is not final: the row is deleted so a retry executes afresh (a
 *   5xx means the handler failed, and handlers keep their writes in one transaction, so nothing
 *   happened). Answers below 500, refusals included (e.g. not enough balance), are final.
 *
 * The claim and the handler's own transaction are separate, so a process that dies between the
 * handler's commit and storing the answer would leave a pending key; openStore clears those on
 * the next start. Acceptable for a sandbox; a production backend would store the answer inside
 * the handler's transaction.
 */
import type { SandboxDeps } from '../deps';

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
  /** How often it looks (default 25 ms). */
  readonly pollMs?: number;
}

export const IDEMPOTENCY_WAIT_MS = 30_000;
const POLL_MS = 25;

interface KeyRow {
  route: string;
  fingerprint: string;
  status: 'pending' | 'done';
  response_status: number | null;
  response_body: unknown;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const reusedKeyAnswer: StoredAnswer = {
  status: 409,
  body: { message: 'This Idempotency-Key was already used for a different request', code: 'idempotency-key-reused' },
};

export const inProgressAnswer: StoredAnswer = {
  status: 409,
  body: { message: 'A request with this Idempotency-Key is still being processed', code: 'idempotency-key-in-progress' },
};

async function claim(deps: SandboxDeps, scope: IdempotencyScope): Promise<boolean> {
  const inserted = await deps.db.query(
    `INSERT INTO idempotency_keys (user_id, key, route, fingerprint, status, created_at)
     VALUES ($1, $2, $3, $4, 'pending', $5)
     ON CONFLICT (user_id, key) DO NOTHING
     RETURNING key`,
    [scope.userId, scope.key, scope.route, scope.fingerprint, new Date(deps.clock.now()).toISOString()],
  );
  return inserted.rows.length === 1;
}

async function read(deps: SandboxDeps, scope: IdempotencyScope): Promise<KeyRow | null> {
  const result = await deps.db.query<KeyRow>(
    `SELECT route, fingerprint, status, response_status, response_body FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
    [scope.userId, scope.key],
  );
  return result.rows[0] ?? null;
}

async function settle(deps: SandboxDeps, scope: IdempotencyScope, answer: StoredAnswer): Promise<void> {
  if (answer.status >= 500) {
    await deps.db.query(`DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status = 'pending'`, [scope.userId, scope.key]);
    return;
  }
  await deps.db.query(
    `UPDATE idempotency_keys SET status = 'done', response_status = $3, response_body = $4::jsonb WHERE user_id = $1 AND key = $2`,
    [scope.userId, scope.key, answer.status, JSON.stringify(answer.body ?? null)],
  );
}

async function execute(deps: SandboxDeps, scope: IdempotencyScope, run: () => Promise<StoredAnswer>): Promise<StoredAnswer> {
  let answer: StoredAnswer;
  try {
    answer = await run();
  } catch (error) {
    // The key must not stay pending after a failure, or every retry would wait for nothing.
    await settle(deps, scope, { status: 500, body: null });
    throw error;
  }
  await settle(deps, scope, answer);
  return answer;
}

export async function runOnce(
  deps: SandboxDeps,
  scope: IdempotencyScope,
  run: () => Promise<StoredAnswer>,
  options: RunOnceOptions = {},
): Promise<StoredAnswer> {
  const waitMs = options.waitMs ?? IDEMPOTENCY_WAIT_MS;
  const pollMs = options.pollMs ?? POLL_MS;
  // Real time on purpose: the wait bounds how long a connection is held, whatever the sandbox clock says.
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    if (await claim(deps, scope)) return execute(deps, scope, run);
    const row = await read(deps, scope);
    // Deleted between our claim and read: the first attempt failed with a 5xx; try to claim again.
    if (!row) continue;
    if (row.route !== scope.route || row.fingerprint !== scope.fingerprint) return reusedKeyAnswer;
    if (row.status === 'done' && row.response_status !== null) return { status: row.response_status, body: row.response_body };
    if (Date.now() >= giveUpAt) return inProgressAnswer;
    await sleep(pollMs);
  }
}
