/**
 * The messenger's side of a Stars invoice: the host page's Pay or Cancel (or a test) reports the
 * outcome here. An invoice's slug is its intent id; a payment gets a charge id of its own, and is
 * recorded once: paying again, or cancelling after paying, returns the first record.
 */
import { randomUUID } from 'node:crypto';
import type { SandboxClock } from '../../platform/clock';
import type { Db } from '../../platform/store/database';
import { SandboxError } from '../../platform/http/errors';
import type { PurposeTable } from './purpose-table';
import { findIntent, intentIdOfSlug, settleIntent, unknownIntent, type Intent } from './intents';

export type InvoiceOutcome = 'paid' | 'cancelled';

export async function recordInvoiceOutcome(db: Db, purposes: PurposeTable, clock: SandboxClock, slug: string, outcome: InvoiceOutcome): Promise<Intent> {
  return db.transaction(async (tx) => {
    const intent = await findIntent(tx, intentIdOfSlug(slug));
    if (!intent) throw unknownIntent();
    if (intent.way !== 'stars') throw new SandboxError(400, 'Not a Stars invoice', 'not-an-invoice');
    return settleIntent(tx, purposes, intent.id, outcome === 'paid' ? { outcome: 'paid', chargeId: `stars_${randomUUID()}` } : { outcome: 'cancelled' }, clock);
  });
}
