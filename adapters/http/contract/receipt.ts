/**
 * A transaction's receipt (issue 38; docs/contract.md "Receipt"): one history entry by id, with
 * its amounts valued at its own time, the counterparty, comment, fee and a swap's route steps.
 * Loaded with the receipt page, never the home.
 */
import { z } from 'zod/mini';
import { accountIndexSchema, chainIdSchema, decimalSchema, idSchema, LIMITS, symbolSchema, text } from './common';
import { endpoint } from './endpoint';
import { routeStepSchema } from './swap';

export const receiptSchema = z.object({
  id: idSchema,
  type: z.enum(['deposit', 'withdrawal', 'swap']),
  status: z.literal('completed'),
  createdAt: z.iso.datetime({ offset: true }),
  accountIndex: accountIndexSchema,
  chainId: chainIdSchema,
  amounts: z
    .array(z.object({ direction: z.enum(['in', 'out']), symbol: symbolSchema, chainId: chainIdSchema, amount: decimalSchema, usdAtTime: decimalSchema }))
    .check(z.minLength(1), z.maxLength(2)),
  counterparty: z.nullable(text(LIMITS.address)),
  comment: z.nullable(text(LIMITS.text)),
  fee: z.nullable(z.object({ amount: decimalSchema, symbol: symbolSchema, usdAtTime: decimalSchema })),
  steps: z.array(routeStepSchema).check(z.maxLength(16)),
});

export const receiptContract = {
  transaction: endpoint({
    method: 'GET',
    path: '/transaction',
    summary: "One of the caller's transactions by id, as its receipt (404 for an unknown id or another user's)",
    query: z.object({ id: idSchema }),
    body: undefined,
    response: receiptSchema,
  }),
};
