/**
 * What every mining payment needs (MINING.md "Payments: one flow, three ways"): the prices and the
 * treasury in one configuration call, and a payment intent's status, so the client learns the
 * outcome of a Stars invoice or an external transfer by reading the server.
 */
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { instantSchema, intentIdSchema, miningDecimalSchema, serverTimeSchema } from './shared';

export const paymentWaySchema = z.enum(['internal', 'stars', 'external']);
export const paymentPurposeSchema = z.enum(['autoclaim']);
/** pending: waiting for the invoice or the transfer; paid: recorded once per charge; the rest are final refusals. */
export const paymentStatusSchema = z.enum(['pending', 'paid', 'cancelled', 'rejected', 'expired']);

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

export const miningConfigSchema = z.object({
  /** Where internal and external payments go (TON, user-friendly form). */
  treasuryAddress: z.string(),
  baseSpeed: miningDecimalSchema,
  claimPeriodHours: z.int(),
  bonuses: z.object({ verifiedPercent: z.int(), alliancePercent: z.int(), inviterPercent: z.int(), inviterOfInviterPercent: z.int() }),
  burn: z.object({
    /** SWITCH per hour added per PUNK burned. */
    rate: miningDecimalSchema,
    boostHours: z.int(),
    minAmount: miningDecimalSchema,
    gasTon: miningDecimalSchema,
  }),
  autoclaim: z.object({
    tonPrice: miningDecimalSchema,
    starsPrice: z.int(),
    /** How long after payment the autoclaim takes effect (the sandbox's is configurable). */
    activationDelayMs: z.int(),
  }),
  serverTime: serverTimeSchema,
});

export const paymentsContract = {
  miningConfig: endpoint({
    method: 'GET',
    path: '/mining/config',
    summary: 'Prices, treasury address, base speed, bonuses and the burn rate, with the server time',
    query: undefined,
    body: undefined,
    response: miningConfigSchema,
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
