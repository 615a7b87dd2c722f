/**
 * The swap route's search (seed 000 §2 /swap): its own module, apart from the wallet routes' search
 * (search-params.ts), so that the home's first load, which validates the wallet's, does not carry
 * the swap's (docs/decisions/first-load-and-speed.md "The home's first load, within budget").
 */
import { z } from 'zod/mini';
import { isChainId, NATIVE_TOKEN_ADDRESS } from '../chains';
import type { StartSwap } from './start-param';

/**
 * /swap?to=<token address>&chainId=<chain>: a swap that buys `to` with the chain's native coin
 * ("Buy SWITCH", "go to swap" for PUNK). Both or nothing; a bad value reads as no preset. An
 * optional from=<token address> names the coin paid with instead (a swap task's pair).
 */
const presetTokenSchema = z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9:_+/=.-]{1,128}$/))), undefined);
const presetChainSchema = z.catch(z.optional(z.union([z.literal('TON'), z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d{1,10}$/))]), z.transform(Number))])), undefined);

export const swapPresetSearchSchema = z.catch(z.object({ from: presetTokenSchema, to: presetTokenSchema, chainId: presetChainSchema }), {});

export type SwapPresetSearch = z.output<typeof swapPresetSearchSchema>;

/** The swap a /swap search presets: the chain's native coin to the token, or null. */
export function buyPresetOf(search: Partial<SwapPresetSearch>): StartSwap | null {
  const { from, to, chainId } = search;
  if (to === undefined || !isChainId(chainId)) return null;
  return { from: from ?? (chainId === 'TON' ? NATIVE_TOKEN_ADDRESS.ton : NATIVE_TOKEN_ADDRESS.evm), to, chainId };
}
