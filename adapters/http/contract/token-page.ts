/**
 * The token page's calls (issue 38; docs/contract.md "Price history"): a token's price over a
 * span, and the history call with a token filter. Loaded with the token page, never the home.
 * The history call here is the home's /history (contract/wallet.ts) with two more query fields;
 * main.ts serves this wider form, so the home's own schema stays as small as it was.
 */
import { z } from 'zod/mini';
import { MAX_PRICE_POINTS } from '../../../domain/wallet/token-page/rules';
import { PRICE_SPANS } from '../../../domain/wallet/token-page/types';
import { accountIndexQuerySchema, addressSchema, chainIdQuerySchema, chainIdSchema, decimalSchema } from './common';
import { endpoint } from './endpoint';
import { historyEntrySchema, queryInt } from './wallet';

export const pricePointSchema = z.object({ time: z.iso.datetime({ offset: true }), usd: decimalSchema });

export const priceHistorySchema = z.object({
  chainId: chainIdSchema,
  address: addressSchema,
  span: z.enum(PRICE_SPANS),
  points: z.array(pricePointSchema).check(z.minLength(1), z.maxLength(MAX_PRICE_POINTS)),
});

export const tokenPageContract = {
  priceHistory: endpoint({
    method: 'GET',
    path: '/priceHistory',
    summary: "A token's USD price over a span (1D, 7D, 1M, 1Y), oldest first, the last point at the server's clock",
    query: z.object({ chainId: chainIdQuerySchema, address: addressSchema, span: z.enum(PRICE_SPANS) }),
    body: undefined,
    response: priceHistorySchema,
  }),
  history: endpoint({
    method: 'GET',
    path: '/history',
    summary: 'Transaction history, newest first; with chainId and tokenAddress, only the entries that move that token',
    query: z.object({
      limit: queryInt(1, 50, 10),
      offset: queryInt(0, Number.MAX_SAFE_INTEGER, 0),
      accountIndex: z._default(accountIndexQuerySchema, 0),
      chainId: z.optional(chainIdQuerySchema),
      tokenAddress: z.optional(addressSchema),
    }),
    body: undefined,
    response: z.object({ history: z.array(historyEntrySchema) }),
  }),
};
