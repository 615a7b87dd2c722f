/**
 * The seed's endpoints for buying autoclaim three ways (seed 001 §4 "Autoclaim", §5 "Autoclaim
 * transfer", §7 "Autoclaim and transfer"; MINING.md): an internal transfer to the treasury, a Stars
 * invoice, or a TON Connect transaction from the user's external wallet. The payment adapter maps
 * the purpose 'autoclaim' to them (adapters/http/mining/autoclaim-purchase.ts).
 */
import { z } from 'zod/mini';
import { accountIndexSchema } from '../common';
import { endpoint } from '../endpoint';
import { internalQuoteSchema, paymentTransactionSchema } from './payments';
import { instantSchema, intentIdSchema, miningDecimalSchema, serverTimeSchema } from './shared';

export const autoclaimContract = {
  transfer: endpoint({
    method: 'POST',
    path: '/transfer',
    summary: 'Pay autoclaim from the custodial TON balance to the treasury; dry true validates only',
    query: undefined,
    body: z.object({
      to: z.string().check(z.maxLength(128)),
      amount: miningDecimalSchema,
      tokenAddress: z.literal('TON'),
      chainId: z.literal('TON'),
      accountIndex: accountIndexSchema,
      dry: z.boolean(),
    }),
    response: z.object({
      dry: z.boolean(),
      fee: z.object({ amount: miningDecimalSchema, symbol: z.literal('TON') }),
      transferId: z.optional(z.string()),
      /** The intent the transfer paid (real transfers only). */
      intentId: z.optional(intentIdSchema),
      /** When the autoclaim takes effect (real transfers only). */
      activatesAt: z.optional(instantSchema),
      /** What the transfer costs in all and leaves (dry runs only): the confirm step shows it. */
      quote: z.optional(internalQuoteSchema),
    }),
    movesValue: true,
  }),
  starsAutoclaim: endpoint({
    method: 'POST',
    path: '/telegramStar/autoclaim',
    summary: 'Create a Stars invoice for autoclaim; the purchase activates once the payment of its charge is recorded',
    query: undefined,
    body: z.object({}),
    response: z.object({
      data: z.object({ link: z.string(), intentId: intentIdSchema, amount: z.int(), currency: z.literal('XTR') }),
      serverTime: serverTimeSchema,
    }),
    movesValue: true,
  }),
  externalAutoclaim: endpoint({
    method: 'POST',
    path: '/transfer/external/autoclaim',
    summary: 'A TON Connect transaction paying autoclaim from the external wallet; activates when it lands',
    query: undefined,
    body: z.object({}),
    response: z.object({
      data: z.object({ transaction: paymentTransactionSchema, intentId: intentIdSchema }),
      serverTime: serverTimeSchema,
    }),
    movesValue: true,
  }),
} as const;


