/** Shapes shared by both backends. */
import { z } from 'zod/mini';

export { APP_NAME, APP_VERSION, CLIENT_HEADER_VALUE, HEADERS } from './headers';

export const chainIdSchema = z.union([
  z.literal('TON'),
  z.literal(1),
  z.literal(10),
  z.literal(42161),
  z.literal(8453),
  z.literal(324),
]);

/** Chain id in a query string: 'TON' or the number's digits. */
export const chainIdQuerySchema = z.pipe(
  z.string().check(z.regex(/^(TON|\d{1,6})$/, 'unknown chain id')),
  z.pipe(
    z.transform((value: string) => (value === 'TON' ? 'TON' : Number(value))),
    chainIdSchema,
  ),
);

/** A non-negative decimal number as a string, dot separator: money never travels as a JS number. */
export const decimalSchema = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'decimal string'));
/** A non-negative integer in a token's smallest unit, as a string. */
export const unitsSchema = z.string().check(z.regex(/^\d+$/, 'integer string'));
/** A signed decimal (price impact may be negative when the pool is in the user's favour). */
export const signedDecimalSchema = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'signed decimal string'));

export const accountIndexSchema = z.int().check(z.minimum(0), z.maximum(1000));
export const accountIndexQuerySchema = z.pipe(z.coerce.number(), z.int().check(z.minimum(0), z.maximum(1000)));

/** Every error answer: a message, optionally a machine code and the path of the field at fault. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  path: z.optional(z.array(z.string())),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({ ok: z.literal(true), service: z.string() });
