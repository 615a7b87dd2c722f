/**
 * The main backend's whole contract (seed 000, section 7): every feature's module (wallet.ts,
 * tokens.ts, swap.ts, send.ts) and the calls the specification names that no screen makes yet.
 * Where the specification names a path but not its payload, the shape here is our design;
 * docs/contract.md records those decisions. The sandbox and the OpenAPI document use it whole; the
 * app never loads it (each HTTP adapter loads its own feature's module).
 */
import { z } from 'zod/mini';
import { accountIndexQuerySchema, accountIndexSchema, decimalSchema, idSchema, LIMITS, messageTextSchema, text, unitsSchema } from './common';
import { endpoint } from './endpoint';
import { sendContract } from './send';
import { quoteSchema, swapContract, swapResultSchema } from './swap';
import { receiptContract } from './receipt';
import { tokenPageContract } from './token-page';
import { tokenRefSchema, tokensContract } from './tokens';
import { accountBody, accountQuery, queryInt, tokenSchema, walletContract } from './wallet';

export * from './wallet';
export * from './tokens';
export * from './swap';
export * from './send';

export const notificationSchema = z.object({
  id: idSchema,
  kind: z.enum(['deposit', 'withdrawal', 'swap', 'info']),
  text: messageTextSchema,
  createdAt: z.iso.datetime({ offset: true }),
});

export const swapRecordSchema = z.object({
  swapId: idSchema,
  route: z.object({ fromToken: tokenSchema, toToken: tokenSchema, fromAmount: unitsSchema, toAmount: unitsSchema }),
  createdAt: z.iso.datetime({ offset: true }),
});

export const mainContract = {
  ...walletContract,
  ...tokensContract,
  ...swapContract,
  ...sendContract,
  // The token page's price history, and /history with its token filter (the home asks without it).
  ...tokenPageContract,
  // A transaction's receipt (issue 38).
  ...receiptContract,

  // Named in the specification without payloads; shapes designed here (docs/contract.md).
  address: endpoint({
    method: 'GET',
    path: '/address',
    summary: 'Addresses of one account',
    query: accountQuery,
    body: undefined,
    response: z.object({ address: text(LIMITS.address), tonUnbouncableAddress: text(LIMITS.address) }),
  }),
  addressActivity: endpoint({
    method: 'GET',
    path: '/addressActivity',
    summary: 'Whether an account has had any movement, and when last',
    query: accountQuery,
    body: undefined,
    response: z.object({ active: z.boolean(), lastActivityAt: z.nullable(z.iso.datetime({ offset: true })) }),
  }),
  startMonitoring: endpoint({
    method: 'POST',
    path: '/startMonitoring',
    summary: 'Ask the backend to watch an account for incoming deposits',
    query: undefined,
    body: accountBody,
    response: z.object({ monitoring: z.literal(true) }),
  }),
  listNotificationsForUser: endpoint({
    method: 'GET',
    path: '/listNotificationsForUser',
    summary: "The user's recent notifications",
    query: undefined,
    body: undefined,
    response: z.object({ notifications: z.array(notificationSchema) }),
  }),
  tgSwap: endpoint({
    method: 'POST',
    path: '/tgSwap',
    summary: 'Quote a swap started from the bot chat (token refs instead of a form)',
    query: undefined,
    body: z.object({ from: tokenRefSchema, to: tokenRefSchema, amount: unitsSchema, accountIndex: accountIndexSchema }),
    response: quoteSchema,
  }),
  tgMakeSwap: endpoint({
    method: 'POST',
    path: '/tgMakeSwap',
    summary: 'Execute a swap quoted by /tgSwap',
    query: undefined,
    body: z.object({ routeId: idSchema, accountIndex: accountIndexSchema }),
    response: swapResultSchema,
    movesValue: true,
  }),
  getUserSwaps: endpoint({
    method: 'GET',
    path: '/getUserSwaps',
    summary: "The account's executed swaps, newest first",
    query: z.object({
      accountIndex: z._default(accountIndexQuerySchema, 0),
      limit: queryInt(1, 50, 10),
      offset: queryInt(0, Number.MAX_SAFE_INTEGER, 0),
    }),
    body: undefined,
    response: z.object({ swaps: z.array(swapRecordSchema) }),
  }),
  priceCheck: endpoint({
    method: 'POST',
    path: '/priceCheck',
    summary: 'USD prices of the given tokens',
    query: undefined,
    body: z.object({ tokens: z.array(tokenRefSchema).check(z.minLength(1), z.maxLength(50)) }),
    response: z.object({ prices: z.array(z.extend(tokenRefSchema, { usd: decimalSchema })) }),
  }),
} as const;

export type MainContract = typeof mainContract;
