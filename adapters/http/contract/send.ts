/**
 * The send flow's call (seed 000 §5, §7; domain/send/port.ts): one /transfer, dry or real. Loaded
 * by the client with the send screens, never with the home.
 */
import { z } from 'zod/mini';
import { COMMENT_MAX_LENGTH } from '../../../domain/send/rules';
import { accountIndexSchema, addressSchema, amountTextSchema, chainIdSchema, decimalSchema, idSchema, LIMITS, symbolSchema, text } from './common';
import { endpoint } from './endpoint';

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

export const sendContract = {
  transfer: endpoint({
    method: 'POST',
    path: '/transfer',
    summary: 'Send tokens; dry true validates only, dry false executes (needs an Idempotency-Key)',
    query: undefined,
    body: transferRequestSchema,
    response: transferResultSchema,
    movesValue: true,
  }),
} as const;
