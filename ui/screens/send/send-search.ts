/**
 * /send?token=<address>&chainId=<chain>: the send flow opened for one token (issue 38, the token
 * page's Send). Both or nothing; a bad value reads as no preset, as every search here falls back
 * instead of failing.
 */
import { z } from 'zod/mini';

export const sendPresetSearchSchema = z.catch(
  z.object({
    token: z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9:_+/=.-]{1,128}$/))), undefined),
    chainId: z.catch(z.optional(z.union([z.literal('TON'), z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d{1,10}$/))]), z.transform(Number))])), undefined),
  }),
  { token: undefined, chainId: undefined },
);

export type SendPresetSearch = z.output<typeof sendPresetSearchSchema>;
