/** Shapes shared by both backends. */
import { z } from 'zod';

/** Header names; HTTP headers are case-insensitive, these are the spellings we send. */
export const HEADERS = {
  initData: 'telegramRawData',
  client: 'x-client',
  idempotencyKey: 'Idempotency-Key',
  walletIndex: 'walletindex',
} as const;

export const APP_NAME = 'switch-wallet';
export const APP_VERSION = 'v1.1.2';
export const CLIENT_HEADER_VALUE = `${APP_NAME}/${APP_VERSION}`;

export const chainIdSchema = z.union([
  z.literal('TON'),
  z.literal(1),
  z.literal(10),
  z.literal(42161),
  z.literal(8453),
  z.literal(324),
]);

/** Chain id in a query string: 'TON' or the number's digits. */
export const chainIdQuerySchema = z
  .string()
  .transform((value, ctx) => {
    if (value === 'TON') return 'TON' as const;
    const parsed = chainIdSchema.safeParse(Number(value));
    if (!parsed.success || !/^\d+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'unknown chain id' });
      return z.NEVER;
    }
    return parsed.data;
  });

/** A non-negative decimal number as a string, dot separator: money never travels as a JS number. */
export const decimalSchema = z.string().regex(/^\d+(\.\d+)?$/, 'decimal string');
/** A non-negative integer in a token's smallest unit, as a string. */
export const unitsSchema = z.string().regex(/^\d+$/, 'integer string');
/** A signed decimal (price impact may be negative when the pool is in the user's favour). */
export const signedDecimalSchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'signed decimal string');

export const accountIndexSchema = z.number().int().min(0).max(1000);
export const accountIndexQuerySchema = z.coerce.number().int().min(0).max(1000);

/** Every error answer: a message, optionally a machine code and the path of the field at fault. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  path: z.array(z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({ ok: z.literal(true), service: z.string() });
