/**
 * The token reads every feature shares (domain/tokens/port.ts): the catalogue and the
 * stablecoin holdings. Balances stay in wallet.ts, part of the home's first load. Loaded by the
 * client with the first screen that pages the catalogue (the swap picker, refill).
 */
import { z } from 'zod/mini';
import { accountIndexQuerySchema, accountIndexSchema, addressSchema, chainIdQuerySchema, chainIdSchema, decimalSchema, LIMITS, text } from './common';
import { endpoint } from './endpoint';
import { balanceEntrySchema, tokenSchema } from './wallet';

export const tokenRefSchema = z.object({ address: addressSchema, chainId: chainIdSchema });

export const knownTokenSchema = z.extend(tokenSchema, { tokenAmount: decimalSchema, usdAmount: decimalSchema });

export const tokensContract = {
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
  stableCoins: endpoint({
    method: 'GET',
    path: '/stableCoinsAndEth',
    summary: 'Stablecoin and ETH holdings of one account on one chain',
    query: z.object({ chainID: chainIdQuerySchema, accountIndex: z._default(accountIndexQuerySchema, 0) }),
    body: undefined,
    response: z.array(balanceEntrySchema),
  }),
} as const;
