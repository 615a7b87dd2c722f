/**
 * Where swaps happen: one exchange per EVM chain, and on TON two versions of one exchange. The
 * second TON version charges a lower fee but holds less liquidity and lists only the larger
 * jettons, so small swaps of major jettons go through it and large or long-tail ones through the
 * first; both versions therefore appear in quotes, with their different gas reserves.
 */
import type { ChainId, EvmChainId } from '../../../../domain/chains';
import type { Venue } from './pools';
import type { TonToolKey, ToolKey } from './tools';

const EVM_DEX: Readonly<Record<EvmChainId, ToolKey>> = { 1: 'uniswap', 10: 'velodrome', 42161: 'camelot', 8453: 'aerodrome', 324: 'syncswap' };

/** The brief's 0.3 % pool fee. */
export const POOL_FEE_BPS = 30n;

export function evmVenue(chainId: EvmChainId): Venue {
  return { tool: EVM_DEX[chainId], chainId, feeBps: POOL_FEE_BPS, depthPercent: 100n };
}

const TON_V2_SYMBOLS: ReadonlySet<string> = new Set(['USDT', 'tsTON', 'stTON', 'NOT', 'DOGS', 'STON', 'HMSTR', 'CATI', 'SWITCH']);

export const TON_VENUES: Readonly<Record<TonToolKey, Venue>> = {
  stonfi: { tool: 'stonfi', chainId: 'TON', feeBps: POOL_FEE_BPS, depthPercent: 100n },
  stonfi_v2: { tool: 'stonfi_v2', chainId: 'TON', feeBps: 20n, depthPercent: 60n, symbols: TON_V2_SYMBOLS },
};

export function venueOf(chainId: ChainId): Venue {
  return chainId === 'TON' ? TON_VENUES.stonfi : evmVenue(chainId);
}
