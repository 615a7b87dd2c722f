/**
 * The token picker's catalogue search: filter by chain, by search text (symbol or name, any case)
 * or by exact address (any case), then tokens the account holds first (richest first), then the
 * catalogue's fixed order, then the requested page.
 */
import type { z } from 'zod';
import type { knownTokenSchema } from '../../../adapters/http/contract/main';
import type { ChainId } from '../../../domain/chains';
import { byUsdDescending, valueHolding, type ValuedHolding } from './portfolio';
import { formatUsd } from './prices';
import { TOKEN_CATALOGUE, type CatalogueToken } from './token-catalogue';
import { formatUnits } from './units';
import { wireToken } from './wire';

export interface CatalogueFilter {
  readonly chainId?: ChainId | undefined;
  readonly searchText?: string | undefined;
  readonly tokenAddress?: string | undefined;
}

export function filterCatalogue(filter: CatalogueFilter): readonly CatalogueToken[] {
  const text = filter.searchText?.trim().toLowerCase() ?? '';
  const address = filter.tokenAddress?.trim().toLowerCase() ?? '';
  return TOKEN_CATALOGUE.filter(
    (token) =>
      (filter.chainId === undefined || token.chainId === filter.chainId) &&
      (address === '' || token.address.toLowerCase() === address) &&
      (text === '' || token.symbol.toLowerCase().includes(text) || token.name.toLowerCase().includes(text)),
  );
}

const holdingKey = (token: CatalogueToken): string => `${String(token.chainId)}|${token.address}`;

export interface KnownTokensPage {
  readonly tokens: z.input<typeof knownTokenSchema>[];
  readonly tokensCount: number;
  readonly offset: number;
}

/**
 * One page of matches. `offset` in the answer echoes the page's starting offset; the client asks
 * for the next page at offset + tokens.length while that is below tokensCount.
 */
export function knownTokensPage(
  filter: CatalogueFilter,
  holdings: readonly ValuedHolding[],
  page: { readonly limit: number; readonly offset: number },
  nowMs: number,
  origin: string,
): KnownTokensPage {
  const held = new Map(holdings.map((holding) => [holdingKey(holding.token), holding]));
  const matches = filterCatalogue(filter);
  const owned = matches
    .map((token) => held.get(holdingKey(token)))
    .filter((holding): holding is ValuedHolding => holding !== undefined)
    .sort(byUsdDescending);
  const rest = matches.filter((token) => !held.has(holdingKey(token))).map((token) => valueHolding(token, 0n, nowMs));
  const ordered = [...owned, ...rest];
  return {
    tokens: ordered.slice(page.offset, page.offset + page.limit).map((holding) => ({
      ...wireToken(holding.token, origin),
      tokenAmount: formatUnits(holding.units, holding.token.decimals),
      usdAmount: formatUsd(holding.usd),
    })),
    tokensCount: ordered.length,
    offset: page.offset,
  };
}
