/**
 * Proof of humanity on the sandbox (MINING.md "Proof of humanity"): who may prove (in a human group,
 * not yet confirmed, before the deadline), how a paid proof moves on the sandbox clock (received,
 * internalInQueue, then responsing once the code's 0 TON transfer is in the wallet history), and
 * the code's check with its limit of wrong codes per user on the database's clock.
 */
import { randomInt } from 'node:crypto';
import { ensureWalletIn } from '../../main/engine/accounts';
import { postNoticeIn, type Queryable } from '../../main/engine/ledger';
import { nativeToken } from '../../main/engine/token-catalogue';
import type { SandboxClock } from '../../platform/clock';
import { SandboxError } from '../../platform/http/errors';
import { requireMiner } from '../shared/miner';
import { codeComment, PROVE_PROGRESS_MS, PROVE_SENDER_ADDRESS, proveDeadline, WRONG_CODE_LIMIT } from './config';

export type ProveStatus = 'received' | 'internalInQueue' | 'responsing' | 'internalError' | 'confirmProve';

interface RequestRow {
  intent_id: string;
  status: ProveStatus;
  code: string;
  paid_at: Date;
  code_sent_at: Date | null;
}

export interface ProveState {
  readonly humanGroup: number;
  readonly confirmProve: boolean;
  readonly status: ProveStatus | null;
  readonly deadline: number;
}

const IN_PROGRESS: readonly ProveStatus[] = ['received', 'internalInQueue', 'responsing'];

async function findRequest(tx: Queryable, userId: number): Promise<RequestRow | null> {
  const result = await tx.query<RequestRow>('select intent_id, status, code, paid_at, code_sent_at from prove_requests where user_id = $1 for update', [userId]);
  return result.rows[0] ?? null;
}

/** Where a paid proof stands at `now`: statuses before 'responsing' pass with time alone. */
function statusAt(request: RequestRow, now: number): ProveStatus {
  if (!IN_PROGRESS.includes(request.status)) return request.status;
  const elapsed = now - request.paid_at.getTime();
  if (elapsed >= PROVE_PROGRESS_MS.responsing) return 'responsing';
  return elapsed >= PROVE_PROGRESS_MS.inQueue ? 'internalInQueue' : 'received';
}

/** Sends the code (once): an incoming 0 TON transfer to account 0 whose comment holds it. */
async function sendCode(tx: Queryable, userId: number, code: string, now: number): Promise<void> {
  const at = new Date(now);
  const owner = await tx.query<{ first_name: string }>('select first_name from users where id = $1', [userId]);
  await ensureWalletIn(tx, { id: userId, firstName: owner.rows[0]?.first_name ?? '' }, at);
  await postNoticeIn(tx, { userId, accountIndex: 0, token: nativeToken('TON'), from: PROVE_SENDER_ADDRESS, comment: codeComment(code) }, at);
  await tx.query(`update prove_requests set status = 'responsing', code_sent_at = $2 where user_id = $1`, [userId, at.toISOString()]);
}

/**
 * The caller's proof now, under the miner's lock: a proof whose time has come to 'responsing' gets
 * its code sent first, so the status never says 'responsing' before the history has the code.
 */
export async function proveState(tx: Queryable, clock: SandboxClock, userId: number): Promise<ProveState & { readonly now: number }> {
  await requireMiner(tx, userId, true);
  return proveStateAt(tx, userId, await clock.read(tx));
}

/** proveState at a time the caller read (the purpose table's check gets it from its caller). */
async function proveStateAt(tx: Queryable, userId: number, now: number): Promise<ProveState & { readonly now: number }> {
  const miner = await requireMiner(tx, userId, true);
  const request = await findRequest(tx, userId);
  let status = request ? statusAt(request, now) : null;
  if (request && status === 'responsing' && request.code_sent_at === null) await sendCode(tx, userId, request.code, now);
  if (miner.confirmProve) status = 'confirmProve';
  return { humanGroup: miner.humanGroup, confirmProve: miner.confirmProve, status, deadline: await proveDeadline(tx), now };
}

/** Refuses a proof that cannot be started: the purpose table's check, before any intent. */
export async function refuseUnlessCanProve(tx: Queryable, userId: number, now: number): Promise<void> {
  const state = await proveStateAt(tx, userId, now);
  if (state.confirmProve) throw new SandboxError(409, 'Already proven human', 'already-proven');
  if (state.humanGroup === 0) throw new SandboxError(403, 'Not in a human group', 'not-in-human-group');
  if (state.now >= state.deadline) throw new SandboxError(409, 'The proof of humanity is closed', 'prove-closed');
  if (state.status !== null && IN_PROGRESS.includes(state.status)) throw new SandboxError(409, 'A proof is already in progress', 'prove-in-progress');
}

const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * What paying activates (in the settlement's transaction, under the miner's lock): a new proof,
 * received now, with a new code. A second payment while a proof runs or after it succeeded changes
 * nothing (the purchase check refuses one before it is paid; this covers two invoices paid).
 */
export async function startProof(tx: Queryable, userId: number, intentId: string, now: number): Promise<void> {
  await tx.query(
    `insert into prove_requests (user_id, intent_id, status, code, paid_at) values ($1, $2, 'received', $3, $4)
     on conflict (user_id) do update set intent_id = excluded.intent_id, status = 'received', code = excluded.code, paid_at = excluded.paid_at, code_sent_at = null
     where prove_requests.status = 'internalError'`,
    [userId, intentId, newCode(), new Date(now).toISOString()],
  );
}

export type CodeCheck = { readonly outcome: 'confirmed'; readonly now: number } | { readonly outcome: 'wrong' | 'try-later' | 'no-code' | 'closed' };

/**
 * Checks a code, once the limit allows: 5 wrong codes in the last 10 minutes (on the database's
 * clock, read under the miner's lock so two checks at once count each other) refuse any further
 * code until the oldest of them is 10 minutes old. A wrong code is recorded and answered, not
 * thrown, so the caller's transaction commits the record before the refusal is sent.
 */
export async function checkCode(tx: Queryable, clock: SandboxClock, userId: number, code: string): Promise<CodeCheck> {
  const state = await proveState(tx, clock, userId);
  if (state.confirmProve) return { outcome: 'confirmed', now: state.now };
  const since = new Date(state.now - WRONG_CODE_LIMIT.windowMs).toISOString();
  const wrong = await tx.query<{ n: string }>('select count(*)::text as n from prove_wrong_codes where user_id = $1 and at > $2', [userId, since]);
  if (Number(wrong.rows[0]?.n ?? 0) >= WRONG_CODE_LIMIT.count) return { outcome: 'try-later' };
  if (state.now >= state.deadline) return { outcome: 'closed' };
  if (state.status !== 'responsing') return { outcome: 'no-code' };
  const request = await findRequest(tx, userId);
  if (request?.code !== code) {
    await tx.query('insert into prove_wrong_codes (user_id, at) values ($1, $2)', [userId, new Date(state.now).toISOString()]);
    return { outcome: 'wrong' };
  }
  await tx.query(`update prove_requests set status = 'confirmProve' where user_id = $1`, [userId]);
  await tx.query('update mining_users set confirm_prove = true where user_id = $1', [userId]);
  return { outcome: 'confirmed', now: state.now };
}

/** The sandbox's control: the backend's verification failed (seed 001 §4 internalError). */
export async function failProof(tx: Queryable, userId: number): Promise<boolean> {
  const result = await tx.query(`update prove_requests set status = 'internalError' where user_id = $1 and status in ('received', 'internalInQueue', 'responsing') returning user_id`, [userId]);
  return result.rows.length > 0;
}

/** The sandbox's control: who is in which human group (0: none), for a record made later too. */
export async function setHumanGroup(tx: Queryable, userId: number, humanGroup: number): Promise<void> {
  await tx.query('insert into prove_human_groups (user_id, human_group) values ($1, $2) on conflict (user_id) do update set human_group = excluded.human_group', [userId, humanGroup]);
  await tx.query('update mining_users set human_group = $2 where user_id = $1', [userId, humanGroup]);
}
