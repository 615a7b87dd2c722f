/**
 * Copy trading (seed 001 §2 "Copy-trade screens", §3 "Copy-trade subscription", "Stablecoin
 * holding", §5 "Copy trade", §7 "Copy trading", §9; MINING.md "Copy trading"; docs/decisions/copy-trade.md
 * "Copy trading (issue 24)"). The deposit moves from the wallet ledger into a position; the
 * sandbox's simulated trader swaps on the followed address's schedule and every one of its trades
 * is mirrored at ante x deposit or skipped with a reason; a stop returns what the position holds.
 */
import { z } from 'zod/mini';
import { accountIndexQuerySchema, accountIndexSchema, decimalSchema, LIMITS, nameSchema, symbolSchema, text, urlSchema } from '../common';
import { endpoint } from '../endpoint';
import { balanceEntrySchema, queryInt } from '../wallet';
import { pageTokenSchema } from './frens';
import { instantSchema, serverTimeSchema } from './shared';

/** Seed 001 §5: only these may fund a copy trade. */
export const COPY_TRADE_SYMBOLS = ['ETH', 'USDT', 'USDC', 'DAI'] as const;
/** Seed 001 §3, §9: the default (and only) protocol, a DEX's universal router. */
export const UNIVERSAL_ROUTER = 'uniswap-universal-router';
/** The EVM chains a copy trade runs on (seed 001 §7: stable coins and ETH are an EVM call). */
export const copyTradeChainSchema = z.union([z.literal(1), z.literal(10), z.literal(42161), z.literal(8453), z.literal(324)]);

/** 0x and 40 hex digits (seed 001 §5): the one shape a followed address has. */
export const followedAddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'EVM address'));
/** The ante as a fraction of the deposit, (0, 1] with at most 2 decimals ("0.2"). */
export const anteSchema = z.string().check(z.regex(/^(0(\.\d{1,2})?|1(\.0{1,2})?)$/, 'fraction'));
const copyTradeIdSchema = z.string().check(z.regex(/^ct_[A-Za-z0-9-]{8,64}$/, 'copy trade id'));
const unitsSchema = z.string().check(z.regex(/^\d{1,78}$/, 'integer units'));

const amountsSchema = z.object({ usd: decimalSchema, eth: decimalSchema });

/** What a position holds, token by token. */
export const positionHoldingSchema = z.object({ symbol: symbolSchema, amount: decimalSchema, usd: decimalSchema });

/** Seed 001 §3 "Copy-trade subscription", every field, plus what the detail shows. */
export const copyTradeSchema = z.object({
  _id: copyTradeIdSchema,
  accountIndex: accountIndexSchema,
  chainId: copyTradeChainSchema,
  followedAddress: followedAddressSchema,
  ante: anteSchema,
  protocols: z.array(z.string().check(z.maxLength(64))),
  depositInNano: unitsSchema,
  fromToken: text(LIMITS.address),
  dttmAdded: instantSchema,
  /** Absent while the trade runs (PRODUCT.md: no deactivation date means 'in trading'). */
  dttmDeactivated: z.optional(instantSchema),
  token: z.object({ logoURI: urlSchema, name: nameSchema, symbol: symbolSchema, decimals: z.int() }),
  /** What the position is worth now (after a stop: what it returned), in USD and in ETH. */
  deposit: amountsSchema,
  /** The deposit when it started, in USD and in ETH at that time's price. */
  startDeposit: amountsSchema,
  /** The deposit in whole tokens ("150"), and the amount each mirrored trade is sized at (ante x deposit). */
  depositAmount: decimalSchema,
  perTradeAmount: decimalSchema,
  holdings: z.array(positionHoldingSchema),
});

export const SKIP_REASONS = ['too-small', 'not-enough-left', 'slippage'] as const;

/** One of the leader's trades and what the position did with it. */
export const mirroredTradeSchema = z.object({
  seq: z.int(),
  at: instantSchema,
  /** The leader's swap: what it sold for what, and its size in USD. */
  leader: z.object({ from: symbolSchema, to: symbolSchema, usd: decimalSchema, slippagePercent: decimalSchema }),
  outcome: z.enum(['mirrored', 'skipped']),
  /** Mirrored: what the position sold and got. */
  sold: z.optional(z.object({ symbol: symbolSchema, amount: decimalSchema })),
  got: z.optional(z.object({ symbol: symbolSchema, amount: decimalSchema })),
  /** Skipped: why. */
  reason: z.optional(z.enum(SKIP_REASONS)),
});

/** The trade detail's leader trades come a page at a time (issue 41: a busy leader's older trades stay explained). */
export const TRANSACTIONS_PAGE_SIZE = 50;
const TRANSACTIONS_PAGE_MAX = 50;

export const copyTradesResponseSchema = z.object({
  copyTrades: z.array(copyTradeSchema),
  /** Seed 001 §3 "Stablecoin holding": the account's ETH, USDT, USDC and DAI on every EVM chain. */
  tokens: z.array(balanceEntrySchema),
  /** The account's EVM address (the not-enough-balance screen shows and copies it). */
  address: text(LIMITS.address),
  /** With copyTradeId: a page of that trade's mirrored and skipped trades, newest first. */
  transactions: z.optional(z.array(mirroredTradeSchema).check(z.maxLength(TRANSACTIONS_PAGE_MAX))),
  /** With copyTradeId: the token of the next (older) page of trades, null on the last page. */
  transactionsNextToken: z.optional(z.nullable(pageTokenSchema)),
  /** The slippage over which a leader's trade is not followed, in percent. */
  slippageLimitPercent: decimalSchema,
  serverTime: serverTimeSchema,
});

export const copyTradeContract = {
  getCopyTrades: endpoint({
    method: 'GET',
    path: '/getCopyTrades',
    summary: "The account's copy trades and fundable holdings; with copyTradeId one trade and its mirrored trades (404 if not the caller's)",
    query: z.object({
      accountIndex: z._default(accountIndexQuerySchema, 0),
      copyTradeId: z.optional(copyTradeIdSchema),
      /** With copyTradeId: the page of its trades (the last answer's transactionsNextToken) and its size. */
      transactionsPageToken: z.optional(pageTokenSchema),
      transactionsLimit: queryInt(1, TRANSACTIONS_PAGE_MAX, TRANSACTIONS_PAGE_SIZE),
    }),
    body: undefined,
    response: copyTradesResponseSchema,
  }),
  startCopyTrade: endpoint({
    method: 'POST',
    path: '/startMonitoringCopyTrade',
    summary: 'Start a copy trade: the deposit (at least 100 USD) moves from the wallet into the position, once per key',
    query: undefined,
    body: z.object({
      accountIndex: accountIndexSchema,
      chainId: copyTradeChainSchema,
      followedAddress: followedAddressSchema,
      ante: anteSchema,
      protocols: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(4)),
      depositInNano: unitsSchema,
      fromToken: text(LIMITS.address),
    }),
    response: z.object({ result: copyTradeSchema }),
    movesValue: true,
  }),
  cancelCopyTrade: endpoint({
    method: 'POST',
    path: '/cancelCopyTrade',
    summary: 'Stop a copy trade: what the position holds returns to the wallet, once',
    query: undefined,
    body: z.object({ _id: copyTradeIdSchema }),
    response: z.object({ result: copyTradeSchema }),
    movesValue: true,
  }),
} as const;

export type CopyTradeWire = z.output<typeof copyTradeSchema>;
export type MirroredTradeWire = z.output<typeof mirroredTradeSchema>;
