/**
 * What every purchase of the mining area shares (MINING.md "Payments: one flow, three ways"): a
 * purchase named by its purpose and details, the server's offer for it (the ways and their
 * prices), the internal way's dry run, a payment intent's status, and the TON Connect
 * transaction shape. Each purpose's own seed endpoints (autoclaim's, staking's...) are in its
 * feature's module and answer with these shapes.
 */
import { z } from 'zod/mini';
import { accountIndexSchema } from '../common';
import { endpoint } from '../endpoint';
import { instantSchema, intentIdSchema, miningDecimalSchema, serverTimeSchema } from './shared';

export const paymentWaySchema = z.enum(['internal', 'stars', 'external']);
/** A purpose's name: what the server's purpose table knows (autoclaim, staking, proof, donation, sbt...). */
export const paymentPurposeSchema = z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/, 'purpose'));
/**
 * pending: waiting for the invoice or the transfer; paid: recorded once per charge; refunded: paid,
 * but the purchase could no longer be made, so the payment went back (once); the rest are final refusals.
 */
export const paymentStatusSchema = z.enum(['pending', 'paid', 'cancelled', 'rejected', 'expired', 'refunded']);

/** One thing to buy: the purpose and its details (the server checks them against the purpose's own rules). */
export const purchaseSchema = z.object({
  purpose: paymentPurposeSchema,
  // The bound is checked in a transform, not z.refine: a refinement's class would join the zod
  // chunk of the home's first load (docs/decisions/ui-and-finish.md "Platform finish (issue 26)").
  details: z.pipe(
    z.record(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/, 'detail name')), z.string().check(z.maxLength(512))),
    z.transform((details, context) => {
      if (Object.keys(details).length > 8) context.issues.push({ code: 'custom', message: 'at most 8 details', input: details });
      return details;
    }),
  ),
});

export const paymentIntentSchema = z.object({
  intentId: intentIdSchema,
  purpose: paymentPurposeSchema,
  way: paymentWaySchema,
  status: paymentStatusSchema,
  /** In the way's currency: TON, or whole Stars. */
  amount: miningDecimalSchema,
  currency: z.enum(['TON', 'XTR']),
  /** The Stars charge id or the landed transfer's id, once paid. */
  chargeId: z.nullable(z.string()),
  createdAt: instantSchema,
  paidAt: z.nullable(instantSchema),
  /** When the purchase takes effect (paid intents only). */
  activatesAt: z.nullable(instantSchema),
});

export const wayPriceSchema = z.union([
  z.object({ way: z.enum(['internal', 'external']), amount: miningDecimalSchema, currency: z.literal('TON') }),
  z.object({ way: z.literal('stars'), amount: z.string().check(z.regex(/^\d{1,9}$/, 'whole Stars')), currency: z.literal('XTR') }),
]);

export const paymentOfferSchema = z.object({
  purpose: paymentPurposeSchema,
  /** The ways this purchase can be paid, each with its price; a way left out is not offered. */
  ways: z.array(wayPriceSchema).check(z.maxLength(3)),
  /** Where internal and external payments go (TON, user-friendly form). */
  treasuryAddress: z.string().check(z.maxLength(128)),
  serverTime: serverTimeSchema,
});

/** The internal way's dry run: the figures a confirmation shows, all decided by the server. */
export const internalQuoteSchema = z.object({
  price: miningDecimalSchema,
  fee: miningDecimalSchema,
  total: miningDecimalSchema,
  balance: miningDecimalSchema,
  balanceAfter: miningDecimalSchema,
  currency: z.literal('TON'),
});

/** The longest comment a payment carries, in characters: an intent id, with room to spare. */
export const PAYMENT_COMMENT_MAX_LENGTH = 120;

/**
 * A payment message as the server asks for it: nanotons as an integer string; the comment names
 * the intent. The wallet adapter encodes the comment as TON's text comment cell (a 32-bit zero tag
 * and the text, as a base64 bag of cells: adapters/wallet/text-comment.ts), as wallets expect it.
 */
export const paymentMessageSchema = z.object({
  address: z.string().check(z.maxLength(128)),
  amount: z.string().check(z.regex(/^\d{1,30}$/, 'nanotons')),
  comment: z.optional(z.string().check(z.maxLength(PAYMENT_COMMENT_MAX_LENGTH))),
});

/** The transaction an external payment asks the wallet to send: validUntil in epoch seconds. */
export const paymentTransactionSchema = z.object({
  validUntil: z.int().check(z.minimum(0)),
  messages: z.array(paymentMessageSchema).check(z.minLength(1), z.maxLength(4)),
});

/**
 * What TON Connect's sendTransaction takes (and the sandbox wallet, which stands in for a wallet
 * app): the payload is a base64 bag of cells. A comment of PAYMENT_COMMENT_MAX_LENGTH characters
 * of four UTF-8 bytes each takes under 1 KB of it.
 */
export const tonConnectMessageSchema = z.object({
  address: z.string().check(z.maxLength(128)),
  amount: z.string().check(z.regex(/^\d{1,30}$/, 'nanotons')),
  payload: z.optional(z.string().check(z.maxLength(2048), z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64'))),
});

export const tonConnectTransactionSchema = z.object({
  validUntil: z.int().check(z.minimum(0)),
  messages: z.array(tonConnectMessageSchema).check(z.minLength(1), z.maxLength(4)),
});

export const paymentsContract = {
  paymentOffer: endpoint({
    method: 'POST',
    path: '/payments/offer',
    summary: 'The ways a purchase can be paid and their prices, from the purpose table (reads only)',
    query: undefined,
    body: purchaseSchema,
    response: paymentOfferSchema,
  }),
  paymentCheck: endpoint({
    method: 'POST',
    path: '/payments/check',
    summary: 'The internal way’s dry run for a purchase: price, fee, total and the balance after; a short balance is a 400 on amount',
    query: undefined,
    body: z.extend(purchaseSchema, { accountIndex: accountIndexSchema }),
    response: internalQuoteSchema,
  }),
  paymentIntent: endpoint({
    method: 'GET',
    path: '/payments/intent',
    summary: 'The status of one of the caller’s payment intents (Stars invoice or external transfer)',
    query: z.object({ intentId: intentIdSchema }),
    body: undefined,
    response: paymentIntentSchema,
  }),
} as const;
