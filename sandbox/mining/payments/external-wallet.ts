/**
 * Each test user's simulated external TON wallet (MINING.md "external"): an address of its own
 * and a balance, outside the custodial ledger. The app hands it TON Connect transactions; the host
 * page (or a test) approves or rejects each; an approved one lands: the balance is debited and
 * every message to the treasury whose text comment (its payload, a comment cell) names a pending
 * external intent of that user pays it; what pays nothing comes back (payIntents).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../../main/engine/ledger';
import { ensureUserRow } from '../../main/engine/accounts';
import { formatTonAddress } from '../../main/engine/ton-address';
import { formatUnits } from '../../main/engine/units';
import type { SandboxClock } from '../../platform/clock';
import { SandboxError } from '../../platform/http/errors';
import { TREASURY_ADDRESS } from './config';
import { TON_DECIMALS } from '../shared/config';
import type { PurposeTable } from './purpose-table';
import { findIntent, settleIntent } from './intents';
import { readTextComment } from './text-comment';

/** Every external wallet starts with 100 TON. */
export const EXTERNAL_WALLET_START_UNITS = 100n * 10n ** BigInt(TON_DECIMALS);

export interface TonConnectMessage {
  readonly address: string;
  readonly amount: string;
  readonly payload?: string | undefined;
}

export interface ExternalTransaction {
  readonly id: string;
  readonly userId: number;
  readonly status: 'pending' | 'landed' | 'rejected' | 'expired';
  readonly validUntil: number;
  readonly messages: readonly TonConnectMessage[];
  readonly createdAt: number;
}

export const externalAddressOf = (userId: number): string =>
  formatTonAddress({ workchain: 0, hash: createHash('sha256').update(`sandbox-external:${userId}`).digest(), bounceable: false, testnet: false });

export async function ensureExternalWallet(tx: Queryable, userId: number, now: Date): Promise<{ address: string; balanceUnits: bigint }> {
  await ensureUserRow(tx, { id: userId, firstName: `Test user ${userId}` }, now);
  // No conflict target: the address is unique too (it derives from the user), and two first
  // requests at once on PostgreSQL can meet on that index first, which `on conflict (user_id)`
  // would raise as an error (a 500 to one of two payments signed together).
  await tx.query(`insert into sandbox_external_wallets (user_id, address, balance_units) values ($1, $2, $3::numeric) on conflict do nothing`, [
    userId,
    externalAddressOf(userId),
    EXTERNAL_WALLET_START_UNITS.toString(),
  ]);
  const wallet = await readExternalWallet(tx, userId);
  if (!wallet) throw new Error('external wallet missing after insert');
  return wallet;
}

/** The user's sandbox wallet, if it has been made (a read: the host page asks for it every second). */
export async function readExternalWallet(q: Queryable, userId: number): Promise<{ address: string; balanceUnits: bigint } | undefined> {
  const result = await q.query<{ address: string; balance_units: string }>(`select address, balance_units::text from sandbox_external_wallets where user_id = $1`, [userId]);
  const row = result.rows[0];
  return row ? { address: row.address, balanceUnits: BigInt(row.balance_units) } : undefined;
}

interface Row {
  id: string;
  user_id: string | number;
  status: ExternalTransaction['status'];
  valid_until: Date;
  messages: TonConnectMessage[];
  created_at: Date;
}

const toTransaction = (row: Row): ExternalTransaction => ({
  id: row.id,
  userId: Number(row.user_id),
  status: row.status,
  validUntil: row.valid_until.getTime(),
  messages: row.messages,
  createdAt: row.created_at.getTime(),
});

export async function pendingTransactions(q: Queryable, userId: number): Promise<ExternalTransaction[]> {
  const result = await q.query<Row>(
    `select id, user_id, status, valid_until, messages, created_at from sandbox_external_transactions where user_id = $1 and status = 'pending' order by created_at`,
    [userId],
  );
  return result.rows.map(toTransaction);
}

/** The app's sendTransaction: waits for the wallet's approval. */
export async function submitTransaction(
  tx: Queryable,
  userId: number,
  transaction: { readonly validUntil: number; readonly messages: readonly TonConnectMessage[] },
  now: Date,
): Promise<ExternalTransaction> {
  await ensureExternalWallet(tx, userId, now);
  const id = `ext_${randomUUID()}`;
  const validUntil = transaction.validUntil * 1000;
  await tx.query(
    `insert into sandbox_external_transactions (id, user_id, status, valid_until, messages, created_at) values ($1, $2, 'pending', $3, $4::jsonb, $5)`,
    [id, userId, new Date(validUntil).toISOString(), JSON.stringify(transaction.messages), now.toISOString()],
  );
  return { id, userId, status: 'pending', validUntil, messages: transaction.messages, createdAt: now.getTime() };
}

async function lockTransaction(tx: Queryable, id: string): Promise<ExternalTransaction> {
  const result = await tx.query<Row>(`select id, user_id, status, valid_until, messages, created_at from sandbox_external_transactions where id = $1 for update`, [id]);
  const row = result.rows[0];
  if (!row) throw new SandboxError(404, 'Unknown external transaction', 'unknown-transaction');
  return toTransaction(row);
}

async function setStatus(tx: Queryable, id: string, status: ExternalTransaction['status'], now: Date): Promise<void> {
  await tx.query(`update sandbox_external_transactions set status = $2, settled_at = $3 where id = $1`, [id, status, now.toISOString()]);
}

/**
 * Pays the external intents the transaction's treasury messages name, and answers what goes back
 * to the wallet: every message naming an intent that it did not pay (already paid, as when the
 * user signs the same transaction twice; settled otherwise; another user's; too little for its
 * price; or refunded on landing because the purchase could no longer be made) comes back whole,
 * and a payment above its price comes back above the price. The treasury keeps exactly the prices
 * it was paid (and whatever names no intent at all, like any transfer to an address).
 */
async function payIntents(tx: Queryable, purposes: PurposeTable, transaction: ExternalTransaction, clock: SandboxClock): Promise<bigint> {
  let returned = 0n;
  for (const [index, message] of transaction.messages.entries()) {
    const comment = readTextComment(message.payload);
    if (message.address !== TREASURY_ADDRESS || comment === null) continue;
    const intent = await findIntent(tx, comment);
    if (!intent) continue;
    const amount = BigInt(message.amount);
    const chargeId = `${transaction.id}:${index}`;
    const payable = intent.userId === transaction.userId && intent.way === 'external' && intent.status === 'pending' && amount >= intent.amountUnits;
    // settleIntent answers an intent another landing settled first unchanged: only this charge's own payment is kept.
    const settled = payable ? await settleIntent(tx, purposes, intent.id, { outcome: 'paid', chargeId }, clock) : null;
    const kept = settled?.status === 'paid' && settled.chargeId === chargeId ? intent.amountUnits : 0n;
    returned += amount - kept;
  }
  return returned;
}

export type Decision = 'approve' | 'reject';

/** The wallet's answer to a pending transaction; a settled one keeps its first outcome. */
export async function decideTransaction(tx: Queryable, purposes: PurposeTable, id: string, decision: Decision, clock: SandboxClock): Promise<ExternalTransaction> {
  const transaction = await lockTransaction(tx, id);
  if (transaction.status !== 'pending') return transaction;
  // Read under the transaction's lock: whether it landed in time is decided on the one clock.
  const now = new Date(await clock.read(tx));
  if (decision === 'reject') {
    await setStatus(tx, id, 'rejected', now);
    return { ...transaction, status: 'rejected' };
  }
  if (now.getTime() > transaction.validUntil) {
    await setStatus(tx, id, 'expired', now);
    return { ...transaction, status: 'expired' };
  }
  const total = transaction.messages.reduce((sum, message) => sum + BigInt(message.amount), 0n);
  const wallet = await ensureExternalWallet(tx, transaction.userId, now);
  if (wallet.balanceUnits < total) throw new SandboxError(422, 'Not enough TON in the external wallet', 'insufficient-balance');
  await tx.query(`update sandbox_external_wallets set balance_units = balance_units - $2::numeric where user_id = $1`, [transaction.userId, total.toString()]);
  await setStatus(tx, id, 'landed', now);
  const landed = { ...transaction, status: 'landed' as const };
  const returned = await payIntents(tx, purposes, landed, clock);
  if (returned > 0n) await tx.query(`update sandbox_external_wallets set balance_units = balance_units + $2::numeric where user_id = $1`, [transaction.userId, returned.toString()]);
  return landed;
}

export const tonText = (units: bigint): string => formatUnits(units, TON_DECIMALS);

/** A transaction as the controls and the sandbox wallet's own routes answer it. */
export const wireTransaction = (transaction: ExternalTransaction) => ({
  id: transaction.id,
  status: transaction.status,
  validUntil: new Date(transaction.validUntil).toISOString(),
  messages: transaction.messages,
  total: tonText(transaction.messages.reduce((sum, message) => sum + BigInt(message.amount), 0n)),
});
