/**
 * The two ways that settle later, for any purpose (MINING.md "stars", "external"): an intent the
 * Stars invoice or the external transfer will pay. A purpose's seed endpoint (autoclaim's
 * /telegramStar/autoclaim, staking's /deposit...) calls these and answers in its own shape.
 */
import type { Queryable } from '../../main/engine/ledger';
import { SandboxError } from '../../platform/http/errors';
import { EXTERNAL_VALIDITY_MS, TREASURY_ADDRESS } from './config';
import { createIntent, starsInvoiceLink } from './intents';
import type { AnyPurposeRow, PaymentWay } from './purpose-table';

export interface PaymentStart {
  readonly userId: number;
  readonly row: AnyPurposeRow;
  readonly details: Readonly<Record<string, string>>;
}

async function priceOf(tx: Queryable, start: PaymentStart, way: PaymentWay, now: number): Promise<bigint> {
  await start.row.check?.(tx, start.details, { userId: start.userId, now });
  const price = (await start.row.price(tx, start.details, { userId: start.userId, now }))[way];
  if (price === null) throw new SandboxError(400, `${start.row.purpose} cannot be paid that way`, 'not-offered', ['way']);
  return price;
}

export interface StartedStars {
  readonly intentId: string;
  readonly link: string;
  /** Whole Stars. */
  readonly stars: bigint;
}

export async function startStarsPayment(tx: Queryable, start: PaymentStart, now: number): Promise<StartedStars> {
  const stars = await priceOf(tx, start, 'stars', now);
  const intent = await createIntent(tx, { userId: start.userId, purpose: start.row.purpose, details: start.details, way: 'stars', amountUnits: stars, currency: 'XTR' }, now);
  return { intentId: intent.id, link: starsInvoiceLink(intent.id), stars };
}

export interface StartedExternal {
  readonly intentId: string;
  readonly transaction: { readonly validUntil: number; readonly messages: { readonly address: string; readonly amount: string; readonly payload: string }[] };
}

export async function startExternalPayment(tx: Queryable, start: PaymentStart, now: number): Promise<StartedExternal> {
  const nanotons = await priceOf(tx, start, 'external', now);
  const intent = await createIntent(tx, { userId: start.userId, purpose: start.row.purpose, details: start.details, way: 'external', amountUnits: nanotons, currency: 'TON' }, now);
  return {
    intentId: intent.id,
    transaction: {
      validUntil: Math.floor((now + EXTERNAL_VALIDITY_MS) / 1000),
      // The sandbox wallet reads the payload as the intent id; production would carry a comment cell.
      messages: [{ address: TREASURY_ADDRESS, amount: nanotons.toString(), payload: intent.id }],
    },
  };
}
