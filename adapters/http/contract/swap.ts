/**
 * The swap flow's calls (seed 000 §4, §7; domain/swap/port.ts): quotes, execution and the preset
 * pair. Loaded by the client with the swap screens, never with the home.
 */
import { z } from 'zod/mini';
import { accountIndexSchema, addressSchema, chainIdSchema, decimalSchema, idSchema, keySchema, LIMITS, nameSchema, nonEmptyText, signedDecimalSchema, symbolSchema, text, unitsSchema, urlSchema } from './common';
import { endpoint } from './endpoint';
import { tokenRefSchema } from './tokens';
import { tokenSchema } from './wallet';

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

export const swapContract = {
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
} as const;
