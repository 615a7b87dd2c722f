/**
 * Donations (seed 001 §2 "Donate screens", §3 "Donation form", §4 "Donation", §5, §7, §9;
 * docs/decisions/auction-and-donate.md "Auction and donations (issue 23)"): three offers paid through the one purchase
 * flow (purpose 'donation'), and the hall of fame, which a donation of 99 TON or more joins.
 */
import { z } from 'zod/mini';
import { accountIndexSchema } from '../common';
import { endpoint } from '../endpoint';
import { paymentTransactionSchema } from './payments';
import { instantSchema, intentIdSchema, miningDecimalSchema, serverTimeSchema } from './shared';

/** The three offers (seed 001 §2): an SBT, the donors' chat, the hall of fame. */
export const DONATION_KINDS = ['sbt', 'chat', 'hallOfFame'] as const;
/** Bounds of the hall of fame's texts (ours): a name and a short comment, shown as text. */
export const DONATION_NAME_MAX = 40;
export const DONATION_COMMENT_MAX = 280;

export const hallOfFameEntrySchema = z.object({
  name: z.string().check(z.maxLength(DONATION_NAME_MAX)),
  comment: z.string().check(z.maxLength(DONATION_COMMENT_MAX)),
  tonAmount: miningDecimalSchema,
  donatedAt: instantSchema,
});

export const donateContract = {
  donate: endpoint({
    method: 'POST',
    path: '/v2/donation/donate',
    summary:
      'Donate (v2): payType internal pays at once from the custodial TON balance; external answers the TON Connect transaction; 99 TON or more joins the hall of fame',
    query: undefined,
    body: z.object({
      payType: z.enum(['internal', 'external']),
      tonAmount: miningDecimalSchema,
      name: z.string().check(z.maxLength(DONATION_NAME_MAX)),
      comment: z.string().check(z.maxLength(DONATION_COMMENT_MAX)),
      /** Ours: which offer (default hallOfFame). */
      type: z.optional(z.enum(DONATION_KINDS)),
      /** Ours: the account an internal payment leaves (default 0). */
      accountIndex: z.optional(accountIndexSchema),
    }),
    response: z.object({
      /** The TON Connect transaction (external), or null when paid at once (internal). */
      transaction: z.nullable(paymentTransactionSchema),
      intentId: intentIdSchema,
      status: z.enum(['pending', 'paid']),
      serverTime: serverTimeSchema,
    }),
    movesValue: true,
  }),
  hallOfFame: endpoint({
    method: 'GET',
    path: '/v2/donation/hallOfFame',
    summary: 'The hall of fame (ours): every donation of 99 TON or more, largest first',
    query: undefined,
    body: undefined,
    response: z.object({ entries: z.array(hallOfFameEntrySchema).check(z.maxLength(100)), minTonAmount: miningDecimalSchema, serverTime: serverTimeSchema }),
  }),
} as const;
