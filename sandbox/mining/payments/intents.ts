/**
 * Payment intents (MINING.md "Payments: one flow, three ways"): what the user is buying (a purpose
 * of the purpose table and its details), how and for how much, and its outcome, recorded once. A
 * Stars invoice or an external transfer settles its intent once per charge id; a second report of
 * the same payment returns the first record. A paid intent activates its purchase through its
 * purpose's row, in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod/mini';
import type { paymentIntentSchema } from '../../../adapters/http/contract/mining/payments';
import type { Queryable } from '../../main/engine/ledger';
import { formatUnits } from '../../main/engine/units';
import type { SandboxClock } from '../../platform/clock';
import { SandboxError } from '../../platform/http/errors';
import { ActivationRefused, purchaseDetails, purposeRow, type PurposeTable } from './purpose-table';
import { EXTERNAL_VALIDITY_MS } from './config';
import { TON_DECIMALS } from '../shared/config';

export type PaymentWay = 'internal' | 'stars' | 'external';
/** refunded: paid, but the purchase could no longer take effect, so the payment went back (once). */
export type PaymentStatus = 'pending' | 'paid' | 'cancelled' | 'rejected' | 'expired' | 'refunded';
export type Currency = 'TON' | 'XTR';

export interface Intent {
  readonly id: string;
  readonly userId: number;
  readonly purpose: string;
  /** The purchase's details as its row checked them (staking's amount and period...). */
  readonly details: Readonly<Record<string, string>>;
  readonly way: PaymentWay;
  readonly status: PaymentStatus;
  /** Nanotons, or whole Stars. */
  readonly amountUnits: bigint;
  readonly currency: Currency;
  readonly chargeId: string | null;
  readonly createdAt: number;
  readonly settledAt: number | null;
  readonly activatesAt: number | null;
}

interface Row {
  id: string;
  user_id: string | number;
  purpose: string;
  details: Record<string, string> | null;
  way: PaymentWay;
  status: PaymentStatus;
  amount_units: string;
  currency: Currency;
  charge_id: string | null;
  created_at: Date;
  settled_at: Date | null;
  activates_at: Date | null;
}

const COLUMNS = 'id, user_id, purpose, details, way, status, amount_units::text, currency, charge_id, created_at, settled_at, activates_at';

function toIntent(row: Row): Intent {
  return {
    id: row.id,
    userId: Number(row.user_id),
    purpose: row.purpose,
    details: row.details ?? {},
    way: row.way,
    status: row.status,
    amountUnits: BigInt(row.amount_units),
    currency: row.currency,
    chargeId: row.charge_id,
    createdAt: row.created_at.getTime(),
    settledAt: row.settled_at?.getTime() ?? null,
    activatesAt: row.activates_at?.getTime() ?? null,
  };
}

/** Ids fit an invoice slug and a TON comment: letters, digits, '_' and '-'. */
export const newIntentId = (): string => `pi_${randomBytes(15).toString('base64url')}`;

export async function findIntent(q: Queryable, id: string, forUpdate = false): Promise<Intent | null> {
  const result = await q.query<Row>(`select ${COLUMNS} from payment_intents where id = $1${forUpdate ? ' for update' : ''}`, [id]);
  const row = result.rows[0];
  return row ? toIntent(row) : null;
}

export function unknownIntent(): SandboxError {
  return new SandboxError(404, 'Unknown payment', 'unknown-intent', ['intentId']);
}

export interface NewIntent {
  readonly userId: number;
  readonly purpose: string;
  readonly details: Readonly<Record<string, string>>;
  readonly way: PaymentWay;
  readonly amountUnits: bigint;
  readonly currency: Currency;
}

export async function createIntent(tx: Queryable, input: NewIntent, now: number): Promise<Intent> {
  const id = newIntentId();
  await tx.query(
    `insert into payment_intents (id, user_id, purpose, details, way, status, amount_units, currency, created_at) values ($1, $2, $3, $4::jsonb, $5, 'pending', $6::numeric, $7, $8)`,
    [id, input.userId, input.purpose, JSON.stringify(input.details), input.way, input.amountUnits.toString(), input.currency, new Date(now).toISOString()],
  );
  return { ...input, id, status: 'pending', chargeId: null, createdAt: now, settledAt: null, activatesAt: null };
}

export type Settlement = { readonly outcome: 'paid'; readonly chargeId: string } | { readonly outcome: 'cancelled' | 'rejected' | 'expired' };

/**
 * Records a pending intent's outcome once. An intent already settled keeps its first outcome (a
 * repeated Pay, a Cancel after Pay, a late callback); a charge id already recorded elsewhere is
 * refused, so one payment never buys twice. The intent and the buyer's mining record are locked
 * before the clock is read, so what the purchase activates, and when, takes a time read under the
 * record's lock like every other mining time (issue 19).
 */
export async function settleIntent(tx: Queryable, purposes: PurposeTable, id: string, settlement: Settlement, clock: SandboxClock): Promise<Intent> {
  const intent = await findIntent(tx, id, true);
  if (!intent) throw unknownIntent();
  if (intent.status !== 'pending') return intent;
  await tx.query('select 1 from mining_users where user_id = $1 for update', [intent.userId]);
  const now = await clock.read(tx);
  const at = new Date(now).toISOString();
  if (settlement.outcome !== 'paid') {
    await tx.query(`update payment_intents set status = $2, settled_at = $3 where id = $1`, [id, settlement.outcome, at]);
    return { ...intent, status: settlement.outcome, settledAt: now };
  }
  const charged = await tx.query<{ id: string }>('select id from payment_intents where charge_id = $1', [settlement.chargeId]);
  if (charged.rows.length > 0) throw new SandboxError(409, 'This charge was already recorded for another payment', 'charge-recorded');
  const row = purposeRow(purposes, intent.purpose);
  let activatesAt: number;
  try {
    activatesAt = (await row.activate(tx, purchaseDetails(row, intent.details), { userId: intent.userId, now, intentId: intent.id })) ?? now;
  } catch (error) {
    if (!(error instanceof ActivationRefused)) throw error;
    // The wallet's debit is in this transaction: refusing rolls it back, so nothing is charged.
    if (intent.way === 'internal') throw new SandboxError(409, error.message, error.code);
    // Paid already (Stars, a landed transfer): recorded with its charge, once, as refunded. The
    // way's own code returns the money (the sandbox wallet credits the transfer back; a Stars
    // charge is refunded by its charge id, which the record keeps).
    await tx.query(`update payment_intents set status = 'refunded', charge_id = $2, settled_at = $3 where id = $1`, [id, settlement.chargeId, at]);
    return { ...intent, status: 'refunded', chargeId: settlement.chargeId, settledAt: now };
  }
  await tx.query(`update payment_intents set status = 'paid', charge_id = $2, settled_at = $3, activates_at = $4 where id = $1`, [
    id,
    settlement.chargeId,
    at,
    new Date(activatesAt).toISOString(),
  ]);
  await tx.query(`update mining_users set last_payment_at = $2 where user_id = $1`, [intent.userId, at]);
  return { ...intent, status: 'paid', chargeId: settlement.chargeId, settledAt: now, activatesAt };
}

/** An external intent nobody paid within its validity expires when next read. */
export async function expireIfStale(tx: Queryable, purposes: PurposeTable, intent: Intent, clock: SandboxClock): Promise<Intent> {
  if (intent.status !== 'pending' || intent.way !== 'external' || (await clock.read(tx)) <= intent.createdAt + EXTERNAL_VALIDITY_MS) return intent;
  return settleIntent(tx, purposes, intent.id, { outcome: 'expired' }, clock);
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function wireIntent(intent: Intent): z.input<typeof paymentIntentSchema> {
  return {
    intentId: intent.id,
    purpose: intent.purpose,
    way: intent.way,
    status: intent.status,
    amount: intent.currency === 'TON' ? formatUnits(intent.amountUnits, TON_DECIMALS) : intent.amountUnits.toString(),
    currency: intent.currency,
    chargeId: intent.chargeId,
    createdAt: new Date(intent.createdAt).toISOString(),
    paidAt: intent.status === 'paid' ? iso(intent.settledAt) : null,
    activatesAt: iso(intent.activatesAt),
  };
}

/** The messenger's invoice link for a Stars intent (the SDK opens t.me/$<slug>). */
export const starsInvoiceLink = (intentId: string): string => `https://t.me/$${intentId}`;

/** The intent an invoice slug names: the slug is the intent id. */
export const intentIdOfSlug = (slug: string): string => slug;
