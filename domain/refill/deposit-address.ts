/**
 * Where a deposit goes (seed 000 §2): the TON non-bounceable address for TON, the EVM address for
 * every EVM chain (one address serves them all).
 */
import type { ChainId } from '../chains';
import { sameToken } from '../tokens/identity';
import type { TokenRef } from '../tokens/types';

export interface AccountAddresses {
  readonly tonAddress: string;
  readonly evmAddress: string;
}

export function depositAddressFor(chainId: ChainId, wallet: AccountAddresses): string {
  return chainId === 'TON' ? wallet.tonAddress : wallet.evmAddress;
}

/**
 * The symbol the QR screen names: the looked-up token's own, else the first row the lookup gave,
 * else null (the screen then shows the shortened address).
 */
export function depositTokenSymbol(tokens: readonly (TokenRef & { readonly symbol: string })[], token: TokenRef): string | null {
  return tokens.find((known) => sameToken(known, token))?.symbol ?? tokens[0]?.symbol ?? null;
}
