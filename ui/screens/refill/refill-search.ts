/**
 * Search parameters of the refill flow. /refill/to remembers the chain filter (so back from the QR
 * screen lands on the same chain); /refill/qr names the chain and the token (?chainId=…&token=…).
 * Like every search here they fall back instead of failing: a hand-typed URL never throws.
 */
import { z } from 'zod';
import { isChainId, type ChainId } from '../../../domain/chains';

/** The router JSON-parses search values: 10 arrives as a number, TON as a string; typed links may send "10". */
const chainIdSchema = z
  .union([z.number(), z.string().regex(/^\d{1,6}$/).transform(Number), z.literal('TON')])
  .refine((value): value is ChainId => isChainId(value));

export const DEFAULT_REFILL_CHAIN: ChainId = 'TON';

export const refillToSearchSchema = z.object({ chainId: chainIdSchema.optional().catch(undefined) });
export type RefillToSearch = z.output<typeof refillToSearchSchema>;

export const refillQrSearchSchema = z.object({
  chainId: chainIdSchema.optional().catch(undefined),
  token: z.string().min(1).max(128).optional().catch(undefined),
});
export type RefillQrSearch = z.output<typeof refillQrSearchSchema>;
