/**
 * The wallet home's calls (seed 000 sections 2 and 4): accounts, total balance, balances and
 * history, with the token shapes they share. Kept apart from the rest of the main contract
 * (main.ts) so the home's first load builds only these schemas; the others arrive with the
 * screens that use them.
 */
import { z } from 'zod/mini';
import {
  accountIndexQuerySchema,
  accountIndexSchema,
  addressSchema,
  chainIdSchema,
  decimalSchema,
  healthSchema,
  idSchema,
  nameSchema,
  symbolSchema,
  text,
  LIMITS,
  unitsSchema,
  urlSchema,
} from './common';
import { endpoint } from './endpoint';

/** A whole number in a query string, within bounds, with a default when absent. */
export function queryInt(min: number, max: number, fallback: number) {
  return z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max))), fallback);
}

export const tokenSchema = z.object({
  address: addressSchema,
  chainId: chainIdSchema,
  decimals: z.int().check(z.minimum(0), z.maximum(LIMITS.amountFractionDigits)),
  name: nameSchema,
  symbol: symbolSchema,
  logoURI: urlSchema,
});

export const walletAccountSchema = z.object({
  accountIndex: accountIndexSchema,
  address: text(LIMITS.address),
  tonUnbouncableAddress: text(LIMITS.address),
  totalBalanceUsd: decimalSchema,
});

export const balanceEntrySchema = z.extend(tokenSchema, {
  tokensAmount: decimalSchema,
  usdAmount: decimalSchema,
  tokensCost: decimalSchema,
});

export const totalBalanceSchema = z.object({
  totalBalanceUsd: decimalSchema,
  hasTrades: z.boolean(),
  isNotifyForBoost: z.boolean(),
});

const historyBase = { id: idSchema, createdAt: z.iso.datetime({ offset: true }) };
export const historyEntrySchema = z.discriminatedUnion('type', [
  z.object({
    ...historyBase,
    type: z.literal('swap'),
    fromToken: z.object({ symbol: symbolSchema, decimals: z.int().check(z.minimum(0), z.maximum(LIMITS.amountFractionDigits)) }),
    toToken: z.object({ symbol: symbolSchema, decimals: z.int().check(z.minimum(0), z.maximum(LIMITS.amountFractionDigits)) }),
    fromAmount: unitsSchema,
    toAmount: unitsSchema,
  }),
  z.object({
    ...historyBase,
    type: z.literal('deposit'),
    asset: symbolSchema,
    amount: unitsSchema,
    decimals: z.int().check(z.minimum(0), z.maximum(LIMITS.amountFractionDigits)),
    /** The transfer's comment, when it has one (MINING.md: the proof of humanity's code arrives so). */
    comment: z.optional(text(LIMITS.text)),
  }),
  z.object({
    ...historyBase,
    type: z.literal('withdrawal'),
    to: text(LIMITS.address),
    symbol: symbolSchema,
    amount: unitsSchema,
    decimals: z.int().check(z.minimum(0), z.maximum(LIMITS.amountFractionDigits)),
  }),
]);

export const accountBody = z.object({ accountIndex: accountIndexSchema });
export const accountQuery = z.object({ accountIndex: z._default(accountIndexQuerySchema, 0) });

export const walletContract = {
  health: endpoint({ method: 'GET', path: '/health', summary: 'Liveness', query: undefined, body: undefined, response: healthSchema }),
  balances: endpoint({
    method: 'POST',
    path: '/balances',
    summary: 'Balances of one account, sorted by usdAmount descending',
    query: undefined,
    body: accountBody,
    response: z.array(balanceEntrySchema),
  }),
  tgUserWallets: endpoint({
    method: 'GET',
    path: '/tgUserWallets',
    summary: "The user's wallet accounts",
    query: undefined,
    body: undefined,
    response: z.array(walletAccountSchema),
  }),
  history: endpoint({
    method: 'GET',
    path: '/history',
    summary: 'Transaction history, newest first',
    query: z.object({
      limit: queryInt(1, 50, 10),
      offset: queryInt(0, Number.MAX_SAFE_INTEGER, 0),
      accountIndex: z._default(accountIndexQuerySchema, 0),
    }),
    body: undefined,
    response: z.object({ history: z.array(historyEntrySchema) }),
  }),
  totalBalance: endpoint({
    method: 'GET',
    path: '/totalBalance',
    summary: 'Total USD balance of one account (accountIndex defaults to 0)',
    query: z.object({ accountIndex: z._default(accountIndexQuerySchema, 0), boostNotification: z.optional(z.literal('1')) }),
    body: undefined,
    response: totalBalanceSchema,
  }),
};
