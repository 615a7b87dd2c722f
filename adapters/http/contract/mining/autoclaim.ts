/**
 * Buying autoclaim three ways (seed 001 §4 "Autoclaim", §5 "Autoclaim transfer", §7 "Autoclaim and
 * transfer"; MINING.md): an internal transfer to the treasury, a Stars invoice, or a TON Connect
 * transaction from the user's external wallet.
 */
import { z } from 'zod/mini';
import { accountIndexSchema } from '../common';
import { endpoint } from '../endpoint';
import { instantSchema, intentIdSchema, miningDecimalSchema, serverTimeSchema } from './shared';

/** A TON Connect message: nanotons as an integer string; the payload names the intent. */
export const tonConnectMessageSchema = z.object({
  address: z.string().check(z.maxLength(128)),
  amount: z.string().check(z.regex(/^\d{1,30}$/, 'nanotons')),
  payload: z.optional(z.string().check(z.maxLength(256))),
});

/** What TON Connect's sendTransaction takes: validUntil in epoch seconds. */
export const tonConnectTransactionSchema = z.object({
  validUntil: z.int().check(z.minimum(0)),
  messages: z.array(tonConnectMessageSchema).check(z.minLength(1), z.maxLength(4)),
});

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
      /** When the autoclaim takes effect (real transfers only). */
      activatesAt: z.optional(instantSchema),
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
      data: z.object({ transaction: tonConnectTransactionSchema, intentId: intentIdSchema }),
      serverTime: serverTimeSchema,
    }),
    movesValue: true,
  }),
} as const;


