/**
 * Search parameters of the refill flow. /refill/to remembers the chain filter (so back from the QR
 * screen lands on the same chain); /refill/qr names the chain and the token (?chainId=…&token=…).
 * Like every search here they fall back instead of failing: a hand-typed URL never throws.
 */
import { z } from 'zod/mini';
import { CHAIN_IDS, type ChainId } from '../../../domain/chains';

/** The router JSON-parses search values: 10 arrives as a number, TON as a string; typed links may send "10". */
const chainIdSchema = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform(Number)), z.literal('TON')]),
  // The known chains as literals, not a custom check: z.custom would pull its class into the zod
  // chunk every first load shares (docs/decisions/ui-and-finish.md "Platform finish (issue 26)").
  z.literal(CHAIN_IDS),
);

export const DEFAULT_REFILL_CHAIN: ChainId = 'TON';

export const refillToSearchSchema = z.object({ chainId: z.catch(z.optional(chainIdSchema), undefined) });
export type RefillToSearch = z.output<typeof refillToSearchSchema>;

export const refillQrSearchSchema = z.object({
  chainId: z.catch(z.optional(chainIdSchema), undefined),
  token: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(128))), undefined),
});
export type RefillQrSearch = z.output<typeof refillQrSearchSchema>;
