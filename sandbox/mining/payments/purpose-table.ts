/**
 * The purpose table (MINING.md "Payments: one flow, three ways"): what each thing the mining area
 * sells costs, whether it can be bought now, and what paying it activates. A feature that sells
 * something adds its row (sandbox/mining/features.ts); intents, offers, the internal way, Stars
 * invoices and external transfers are the same code for every row.
 */
import type { z } from 'zod';
import type { RefusalCode } from '../../../adapters/http/contract/refusal-codes';
import type { Queryable } from '../../main/engine/ledger';
import { SandboxError } from '../../platform/http/errors';

export type PaymentWay = 'internal' | 'stars' | 'external';

/** A purchase's price per way: nanotons for internal and external, whole Stars; null is not offered. */
export interface PurposePrice {
  readonly internal: bigint | null;
  readonly stars: bigint | null;
  readonly external: bigint | null;
}

export interface PurposeContext {
  readonly userId: number;
  readonly now: number;
}

export interface PaymentPurposeRow<D = Readonly<Record<string, string>>> {
  readonly purpose: string;
  /** The purchase's details as the client sends them (strings), checked and typed. */
  readonly details: z.ZodType<D>;
  /** What it costs now, per way. */
  price(tx: Queryable, details: D, at: PurposeContext): Promise<PurposePrice>;
  /** Refuses a purchase that cannot be made now (a 4xx SandboxError); runs before any intent. */
  check?(tx: Queryable, details: D, at: PurposeContext): Promise<void>;
  /**
   * What paying does, in the transaction that records the payment, once per intent. Returns when it
   * takes effect (an instant), or null when at once. When what it needs is gone since the check (a
   * staking fee whose SWITCH was staked meanwhile), it throws ActivationRefused before writing
   * anything: the payment is then refunded, never kept for nothing (intents.ts settleIntent).
   */
  activate(tx: Queryable, details: D, at: PurposeContext & { readonly intentId: string }): Promise<number | null>;
}

/**
 * The purchase can no longer take effect, found when its payment lands. The internal way is
 * refused whole (its debit is in the same transaction, so nothing is charged); a Stars or external
 * payment, already made, is recorded 'refunded' and returned to where it came from.
 */
export class ActivationRefused extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'ActivationRefused';
  }
}

// Rows of any details type live in one table; each row checks its own details before using them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table holds rows of every details type
export type AnyPurposeRow = PaymentPurposeRow<any>;
export type PurposeTable = ReadonlyMap<string, AnyPurposeRow>;

export function purposeTable(rows: readonly AnyPurposeRow[]): PurposeTable {
  const table = new Map<string, AnyPurposeRow>();
  for (const row of rows) {
    if (table.has(row.purpose)) throw new Error(`the purpose ${row.purpose} is sold by two features`);
    table.set(row.purpose, row);
  }
  return table;
}

export function purposeRow(table: PurposeTable, purpose: string): AnyPurposeRow {
  const row = table.get(purpose);
  if (!row) throw new SandboxError(400, `Nothing called ${purpose} is sold here`, 'unknown-purpose', ['purpose']);
  return row;
}

/** A purchase's details, checked by its row (400 on `details` when they do not fit). */
export function purchaseDetails<D>(row: PaymentPurposeRow<D>, details: unknown): D {
  const parsed = row.details.safeParse(details ?? {});
  if (!parsed.success) throw new SandboxError(400, `The details of ${row.purpose} are not valid`, 'invalid-details', ['details']);
  return parsed.data;
}
