/**
 * One rule for "is this the same token" (address plus chain). EVM addresses are hexadecimal and
 * their letter case is only a checksum, so they compare without case; TON addresses are base64,
 * where case is part of the value, so they compare exactly.
 */
import type { TokenRef } from './types';

/** The address as it compares: lower case on EVM chains, untouched on TON. */
export function tokenAddressKey(token: TokenRef): string {
  return token.chainId === 'TON' ? token.address : token.address.toLowerCase();
}

/** A string that is equal for two refs exactly when `sameToken` holds (for sets and maps). */
export function tokenKey(token: TokenRef): string {
  return `${String(token.chainId)}:${tokenAddressKey(token)}`;
}

export function sameToken(a: TokenRef | null | undefined, b: TokenRef | null | undefined): boolean {
  if (!a || !b || a.chainId !== b.chainId) return false;
  return tokenAddressKey(a) === tokenAddressKey(b);
}
