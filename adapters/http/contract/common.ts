/** Shapes shared by both backends. */
import { z } from 'zod/mini';
import { MAX_ACCOUNT_INDEX } from '../../../domain/wallet/account-index';

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

/**
 * Every string on the wire has a maximum length, so no request can make the server parse, hash,
 * store or do arithmetic on more than it needs (issue 9; docs/contract.md "Limits").
 * Amounts: a uint256 has at most 78 digits, so 78 integer digits hold any real balance in smallest
 * units and any whole-token balance; 36 fraction digits is the most decimals a token may declare
 * (tokenSchema), the catalogue's own tokens have at most 18 and the sandbox checks each token's.
 */
export const LIMITS = {
  amountIntegerDigits: 78,
  amountFractionDigits: 36,
  /** Integer digits, a point and the fraction: the longest amount text. */
  amountText: 78 + 1 + 36,
  /** Route, swap, operation and preset ids. */
  id: 128,
  /** EVM (42), TON user-friendly (48) and raw (up to 67) addresses, the literal 'TON'. */
  address: 128,
  symbol: 64,
  /** Token, tool and user names. */
  name: 256,
  /** Tool keys, providers, codes and other short machine words. */
  key: 64,
  url: 2048,
  /** Free text the server writes (notifications, error messages). */
  text: 2048,
  searchText: 200,
  /** The messenger's own limit for a start parameter. */
  startParam: 512,
  /** Idempotency keys (README: 8 to 128 characters). */
  idempotencyKey: 128,
} as const;

/** A string of at most `max` characters (UTF-16 units, as JavaScript and zod count them). */
export const text = (max: number) => z.string().check(z.maxLength(max));
/** A non-empty string of at most `max` characters. */
export const nonEmptyText = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const idSchema = nonEmptyText(LIMITS.id);
export const addressSchema = nonEmptyText(LIMITS.address);
export const symbolSchema = text(LIMITS.symbol);
export const nameSchema = text(LIMITS.name);
export const keySchema = text(LIMITS.key);
export const urlSchema = text(LIMITS.url);
export const messageTextSchema = text(LIMITS.text);

const INTEGER_PART = `\\d{1,${LIMITS.amountIntegerDigits}}`;
const FRACTION_PART = `(\\.\\d{1,${LIMITS.amountFractionDigits}})?`;

/**
 * A non-negative decimal number as a string, dot separator: money never travels as a JS number.
 * The length check runs before the pattern, so an oversized string is refused without scanning it.
 */
export const decimalSchema = z
  .string()
  .check(z.maxLength(LIMITS.amountText), z.regex(new RegExp(`^${INTEGER_PART}${FRACTION_PART}$`), 'decimal string'));
/** A non-negative integer in a token's smallest unit, as a string (at most 78 digits: a uint256). */
export const unitsSchema = z
  .string()
  .check(z.maxLength(LIMITS.amountIntegerDigits), z.regex(new RegExp(`^${INTEGER_PART}$`), 'integer string'));
/** A signed decimal (price impact may be negative when the pool is in the user's favour). */
export const signedDecimalSchema = z
  .string()
  .check(z.maxLength(LIMITS.amountText + 1), z.regex(new RegExp(`^-?${INTEGER_PART}${FRACTION_PART}$`), 'signed decimal string'));
/** An amount as the user typed it (the server reads a comma as the point and says what is wrong). */
export const amountTextSchema = text(LIMITS.amountText);

export const accountIndexSchema = z.int().check(z.minimum(0), z.maximum(MAX_ACCOUNT_INDEX));
export const accountIndexQuerySchema = z.pipe(z.coerce.number(), z.int().check(z.minimum(0), z.maximum(MAX_ACCOUNT_INDEX)));

/**
 * Every error answer: a message, optionally a machine code (refusal-codes.ts), the path of the
 * field at fault and the figures the message names (`params`), so a client can word it itself.
 */
export const apiErrorSchema = z.object({
  message: messageTextSchema,
  code: z.optional(keySchema),
  path: z.optional(z.array(keySchema).check(z.maxLength(16))),
  params: z.optional(z.record(keySchema, text(LIMITS.name))),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({ ok: z.literal(true), service: keySchema });
