/**
 * Which tokens may face each other in a swap (seed 000 §4): TON pairs stay on TON, and a token on
 * an EVM chain never faces a TON token. Swaps between EVM chains are allowed (cross-chain routes).
 */
import { CHAIN_IDS, EVM_CHAIN_IDS, type ChainId } from '../chains';
import type { TokenRef } from '../tokens/types';

/** The chains the other side allows; every chain while the other side is empty. */
export function allowedChainsFor(otherSideToken: TokenRef | null | undefined): readonly ChainId[] {
  if (!otherSideToken) return CHAIN_IDS;
  return otherSideToken.chainId === 'TON' ? ['TON'] : EVM_CHAIN_IDS;
}

export function isTokenAllowed(candidate: TokenRef, otherSideToken: TokenRef | null | undefined): boolean {
  return allowedChainsFor(otherSideToken).includes(candidate.chainId);
}
