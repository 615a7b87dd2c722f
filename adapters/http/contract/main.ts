/**
 * The main backend's calls (seed 000, section 7): the wallet home's (wallet.ts) and every other.
 * Where the specification names a path but not its payload, the shape here is our design;
 * docs/contract.md records those decisions. The app loads this module only when a screen first
 * calls beyond the home (see ../main-api.ts); the sandbox and the OpenAPI document use it whole.
 */
import { z } from 'zod/mini';
import { COMMENT_MAX_LENGTH } from '../../../domain/send/rules';
import {
  accountIndexQuerySchema,
  accountIndexSchema,
  addressSchema,
  amountTextSchema,
  chainIdQuerySchema,
  chainIdSchema,
  decimalSchema,
  idSchema,
  keySchema,
  LIMITS,
  messageTextSchema,
  nonEmptyText,
  nameSchema,
  signedDecimalSchema,
  symbolSchema,
  text,
  unitsSchema,
  urlSchema,
} from './common';
import { endpoint } from './endpoint';
import { accountBody, accountQuery, balanceEntrySchema, queryInt, tokenSchema, walletContract } from './wallet';

export * from './wallet';

export const tokenRefSchema = z.object({ address: addressSchema, chainId: chainIdSchema });

export const routeToolSchema = z.object({ key: keySchema, name: nameSchema, logoURI: urlSchema });
const stepSideSchema = z.object({ symbol: symbolSchema, chainId: chainIdSchema, printAmount: decimalSchema });
export const routeStepSchema = z.object({
  type: z.enum(['swap', 'cross']),
  viaTool: routeToolSchema,
  from: stepSideSchema,
  to: stepSideSchema,
});

export const routeSchema = z.object({
  id: idSchema,
  fromToken: tokenSchema,
  toToken: tokenSchema,
  fromAmount: unitsSchema,
  toAmount: unitsSchema,
  toAmountMin: unitsSchema,
  fromAmountUSD: decimalSchema,
  toAmountUSD: decimalSchema,
  fromChainId: chainIdSchema,
  toChainId: chainIdSchema,
  gasCostUSD: decimalSchema,
  priceImpactPercent: signedDecimalSchema,
  steps: z.array(routeStepSchema).check(z.minLength(1), z.maxLength(16)),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const gasEntrySchema = z.object({
  address: text(LIMITS.address),
  chainId: chainIdSchema,
  symbol: symbolSchema,
  logoURI: urlSchema,
  printAmount: decimalSchema,
  amount: unitsSchema,
  amountUSD: decimalSchema,
  tokensAmount: decimalSchema,
});

export const routeTransactionSchema = z.object({ provider: keySchema, chainId: chainIdSchema, viaTool: routeToolSchema });

export const quoteSchema = z.object({
  route: routeSchema,
  gases: z.array(gasEntrySchema),
  transactions: z.array(routeTransactionSchema),
});

export const swapResultSchema = z.object({ swapId: idSchema, status: z.literal('completed') });

export const knownTokenSchema = z.extend(tokenSchema, { tokenAmount: decimalSchema, usdAmount: decimalSchema });

export const transferRequestSchema = z.object({
  to: text(LIMITS.address),
  amount: amountTextSchema,
  tokenAddress: addressSchema,
  chainId: chainIdSchema,
  accountIndex: accountIndexSchema,
  comment: z.optional(z.string().check(z.maxLength(COMMENT_MAX_LENGTH, `The comment is longer than ${COMMENT_MAX_LENGTH} characters`))),
  dry: z.boolean(),
});

export const transferResultSchema = z.object({
  dry: z.boolean(),
  fee: z.object({ amount: decimalSchema, symbol: symbolSchema }),
  transferId: z.optional(idSchema),
});

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
  fetchRoute: endpoint({
    method: 'POST',
    path: '/fetchRoute',
    summary: 'Quote a swap on one EVM chain or across chains',
    query: undefined,
    body: z.object({
      amount: unitsSchema,
      from: addressSchema,
      fromChainId: chainIdSchema,
      to: addressSchema,
      toChainId: chainIdSchema,
      accountIndex: accountIndexSchema,
    }),
    response: quoteSchema,
  }),
  tonSimulateSwap: endpoint({
    method: 'POST',
    path: '/v2/tc/simulate-swap',
    summary: 'Quote a swap whose destination is on TON',
    query: undefined,
    body: z.object({ offer_jetton: addressSchema, offer_amount: unitsSchema, ask_jetton: addressSchema, accountIndex: z._default(accountIndexSchema, 0) }),
    response: quoteSchema,
  }),
  swap: endpoint({
    method: 'POST',
    path: '/swap',
    summary: 'Execute a quoted route',
    query: undefined,
    body: z.object({ routeId: idSchema, accountIndex: accountIndexSchema }),
    response: swapResultSchema,
    movesValue: true,
  }),
  tonSwap: endpoint({
    method: 'POST',
    path: '/v2/tc/swap',
    summary: 'Execute a TON swap; the account comes in the walletindex header',
    query: undefined,
    body: z.object({
      offer_jetton: addressSchema,
      offer_amount: unitsSchema,
      ask_jetton: addressSchema,
      min_ask_amount: unitsSchema,
      provider: nonEmptyText(LIMITS.key),
    }),
    response: swapResultSchema,
    movesValue: true,
    headers: ['walletindex'],
  }),
  knownTokens: endpoint({
    method: 'POST',
    path: '/knownTokens',
    summary: 'Page through the token catalogue, filtered by chain and search text or address',
    query: undefined,
    body: z.object({
      chainId: z.optional(chainIdSchema),
      searchText: z.optional(text(LIMITS.searchText)),
      tokenAddress: z.optional(text(LIMITS.address)),
      accountIndex: z._default(accountIndexSchema, 0),
      sliceProps: z.object({ limit: z.int().check(z.minimum(1), z.maximum(100)), offset: z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)) }),
    }),
    response: z.object({ tokens: z.array(knownTokenSchema), tokensCount: z.int().check(z.minimum(0)), offset: z.int().check(z.minimum(0)) }),
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/transfer',
    summary: 'Send tokens; dry true validates only, dry false executes (needs an Idempotency-Key)',
    query: undefined,
    body: transferRequestSchema,
    response: transferResultSchema,
    movesValue: true,
  }),
  createPresetSwap: endpoint({
    method: 'POST',
    path: '/createPresetSwap',
    summary: 'Store a preset swap pair and return its id (usable as a start parameter)',
    query: undefined,
    body: z.object({ from: tokenRefSchema, to: tokenRefSchema }),
    response: z.object({ id: idSchema }),
  }),
  getPresetTokens: endpoint({
    method: 'GET',
    path: '/getPresetTokens',
    summary: 'The preset swap pair, optionally chosen by a start parameter',
    query: z.object({ startParam: z.optional(text(LIMITS.startParam)) }),
    body: undefined,
    response: z.object({ from: tokenSchema, to: tokenSchema }),
  }),
  stableCoins: endpoint({
    method: 'GET',
    path: '/stableCoinsAndEth',
    summary: 'Stablecoin and ETH holdings of one account on one chain',
    query: z.object({ chainID: chainIdQuerySchema, accountIndex: z._default(accountIndexQuerySchema, 0) }),
    body: undefined,
    response: z.array(balanceEntrySchema),
  }),

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
