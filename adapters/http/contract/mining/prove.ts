/**
 * Proof of humanity (seed 001 §3 "Proof-of-humanity info", §4 "Proof status", §7 "Proof of
 * humanity"; MINING.md "Proof of humanity"; docs/decisions/prove.md "Proof of humanity (issue 23)"): the
 * info with the cost in TON, USD and Stars and the proof's status, the payment (a purpose of the
 * one purchase flow, paid three ways), and the check of the code the backend sends in an incoming
 * 0 TON transfer's comment. Wrong codes are limited per user (5 per 10 minutes).
 */
import { z } from 'zod/mini';
import { accountIndexSchema } from '../common';
import { endpoint } from '../endpoint';
import { paymentTransactionSchema } from './payments';
import { instantSchema, intentIdSchema, miningDecimalSchema, serverTimeSchema } from './shared';

/** Seed 001 §4: the statuses a paid proof goes through; null before any payment. */
export const PROVE_STATUSES = ['received', 'internalInQueue', 'responsing', 'internalError', 'confirmProve'] as const;

/** Seed 001 §9: the proof code is 6 digits. */
export const PROVE_CODE_LENGTH = 6;

export const proveInfoSchema = z.object({
  /** Seed 001 §3: the cost in TON (tonAmount), USD (amount) and Stars (starAmount). */
  tonAmount: z.object({ tonAmount: miningDecimalSchema, amount: miningDecimalSchema, starAmount: z.int().check(z.minimum(0)) }),
  inProgressStatus: z.nullable(z.enum(PROVE_STATUSES)),
  /** Ours: the record's fields the access rule reads (seed 001 §6), and the campaign's deadline. */
  humanGroup: z.int().check(z.minimum(0), z.maximum(1000)),
  confirmProve: z.boolean(),
  deadline: instantSchema,
  serverTime: serverTimeSchema,
});

/** Seed 001 §7: payType external, star or internal (ours: the internal way names its account). */
export const provePayTypeSchema = z.enum(['external', 'star', 'internal']);

export const proveContract = {
  getProve: endpoint({
    method: 'GET',
    path: '/getProve',
    summary: 'Proof of humanity: its cost (TON, USD, Stars), the status of a paid proof, the access fields and the deadline',
    query: undefined,
    body: undefined,
    response: proveInfoSchema,
  }),
  preCheckout: endpoint({
    method: 'POST',
    path: '/v2/prove/preCheckout',
    summary: 'Pay the proof: from the balance (paid at once), a Stars invoice link, or a TON Connect transaction',
    query: undefined,
    body: z.object({ payType: provePayTypeSchema, accountIndex: z.optional(accountIndexSchema) }),
    response: z.object({
      result: z.object({ intentId: intentIdSchema, payUrl: z.optional(z.string().check(z.maxLength(200))), transaction: z.optional(paymentTransactionSchema) }),
      serverTime: serverTimeSchema,
    }),
    movesValue: true,
  }),
  confirmProve: endpoint({
    method: 'POST',
    path: '/confirmProve',
    summary: 'Check the proof code from the transfer’s comment; 5 wrong codes per 10 minutes, then 429 until the oldest is 10 minutes old',
    query: undefined,
    body: z.object({ code: z.string().check(z.regex(/^\d{6}$/, 'six digits')) }),
    response: z.object({ confirmProve: z.literal(true), serverTime: serverTimeSchema }),
  }),
  priceCheck: endpoint({
    method: 'POST',
    path: '/priceCheck',
    summary: 'The proof’s price in TON now',
    query: undefined,
    body: z.object({}),
    response: z.object({ tonAmount: miningDecimalSchema }),
  }),
} as const;
