/**
 * Catalogue tokens as the wire contract shapes them. logoURI is absolute, built from the origin
 * the request reached (http://127.0.0.1:5181 or the backup port): the client uses it as is in an
 * <img>, and each server points at itself, so a failover never leaves logos on a dead server.
 */
import type { z } from 'zod';
import type { tokenSchema } from '../../../adapters/http/contract/main';
import { tokenLogoPath } from '../assets/token-logo';
import type { CatalogueToken } from './token-catalogue';

export type WireToken = z.input<typeof tokenSchema>;

export function logoUri(origin: string, symbol: string): string {
  return `${origin}${tokenLogoPath(symbol)}`;
}

export function wireToken(token: CatalogueToken, origin: string): WireToken {
  return {
    address: token.address,
    chainId: token.chainId,
    decimals: token.decimals,
    name: token.name,
    symbol: token.symbol,
    logoURI: logoUri(origin, token.symbol),
  };
}

/** The origin of a request URL ("http://127.0.0.1:5181"). */
export function originOf(url: string): string {
  return new URL(url).origin;
}
