/**
 * The token catalogue (/knownTokens) as a paged list: 20 a page (seed 000 §4), offset and the
 * server's tokensCount, by the shared paging rule. The swap picker, the refill flow and the swap
 * preset's lookups all read it this way.
 */
import { offsetPage, type Page, type PageCursor } from '../shared/paging';
import { tokenKey } from './identity';
import type { CallOptions } from '../shared/call-options';
import type { TokensApi } from './port';
import type { KnownToken, KnownTokensPage, KnownTokensRequest } from './types';

export const TOKEN_PAGE_SIZE = 20;

/** The offset a cursor of the catalogue stands for (the first page has none). */
export function catalogueOffset(cursor: PageCursor | null): number {
  return typeof cursor === 'number' ? cursor : 0;
}

/** The page the catalogue answered for `request`, with where the next one starts. */
export function cataloguePage(answer: KnownTokensPage, request: Pick<KnownTokensRequest, 'sliceProps'>): Page<KnownToken> {
  return offsetPage(answer.tokens, { ...request.sliceProps, total: answer.tokensCount });
}

/** Catalogue rows are told apart by token identity. */
export const catalogueKey = (token: KnownToken): string => tokenKey(token);

/** Asks the catalogue for one page and reads the answer as a page of the paging rule. */
export async function loadCataloguePage(api: Pick<TokensApi, 'knownTokens'>, request: KnownTokensRequest, options: CallOptions): Promise<Page<KnownToken>> {
  return cataloguePage(await api.knownTokens(request, options), request);
}
