/**
 * Search parameters of the wallet routes (seed 000 §2): selectedWalletIndex and tradeID. Links
 * are typed by hand and shared, so every field falls back instead of failing: the router must
 * never throw on a URL.
 */
import { z } from 'zod/mini';
import { isChainId, NATIVE_TOKEN_ADDRESS } from '../chains';
import { MAX_ACCOUNT_INDEX } from '../wallet/account-index';
import type { StartSwap } from './start-param';

// Optional on input so links may leave it out; the default and every invalid value read as 0.
const walletIndexSchema = z.catch(
  z.pipe(
    z.optional(z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d{1,4}$/)), z.transform(Number))])),
    z.int().check(z.minimum(0), z.maximum(MAX_ACCOUNT_INDEX)),
  ),
  0,
);

const tradeIdSchema = z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))), undefined);

export const walletSearchSchema = z.catch(
  z.object({ selectedWalletIndex: walletIndexSchema, tradeID: tradeIdSchema }),
  // A search that is not an object at all (never produced by the router, but cheap to guard).
  { selectedWalletIndex: 0, tradeID: undefined },
);

export type WalletSearch = z.output<typeof walletSearchSchema>;

/**
 * /swap?to=<token address>&chainId=<chain>: a swap that buys `to` with the chain's native coin
 * ("Buy SWITCH", "go to swap" for PUNK). Both or nothing; a bad value reads as no preset. An
 * optional from=<token address> names the coin paid with instead (a swap task's pair).
 */
const presetTokenSchema = z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9:_+/=.-]{1,128}$/))), undefined);
const presetChainSchema = z.catch(z.optional(z.union([z.literal('TON'), z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d{1,10}$/))]), z.transform(Number))])), undefined);

export const swapPresetSearchSchema = z.catch(z.object({ from: presetTokenSchema, to: presetTokenSchema, chainId: presetChainSchema }), { from: undefined, to: undefined, chainId: undefined });

export type SwapPresetSearch = z.output<typeof swapPresetSearchSchema>;

/** The swap a /swap search presets: the chain's native coin to the token, or null. */
export function buyPresetOf(search: Partial<SwapPresetSearch>): StartSwap | null {
  const { from, to, chainId } = search;
  if (to === undefined || !isChainId(chainId)) return null;
  return { from: from ?? (chainId === 'TON' ? NATIVE_TOKEN_ADDRESS.ton : NATIVE_TOKEN_ADDRESS.evm), to, chainId };
}
