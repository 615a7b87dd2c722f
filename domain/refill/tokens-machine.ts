/**
 * The token list of the refill flow (seed 000 §2, /refill/to and the QR screen's lookup): the
 * tokens of one chain from the catalogue, as the shared paged list (20 a page; a new chain, account
 * or token starts again from the first page and drops the request in flight; a failure is logged
 * and offers a retry, the tokens already shown stay).
 */
import type { SnapshotFrom } from 'xstate';
import type { ChainId } from '../chains';
import { createPagedListMachine, selectPagedList, type PageRequest } from '../shared/paged-list-machine';
import { catalogueKey, catalogueOffset, TOKEN_PAGE_SIZE } from '../tokens/catalogue';
import type { KnownToken, KnownTokensRequest } from '../tokens/types';

export interface RefillTokensQuery {
  readonly chainId: ChainId;
  readonly accountIndex: number;
  /** Only this token (the QR screen looks its symbol up). */
  readonly tokenAddress?: string | undefined;
}

export interface RefillTokensView {
  readonly tokens: readonly KnownToken[];
  readonly loading: boolean;
  readonly failed: boolean;
  /** Every page has come. */
  readonly done: boolean;
}

/** The /knownTokens request for a page of the query. */
export function refillTokensRequest(request: PageRequest<RefillTokensQuery>): KnownTokensRequest {
  const { chainId, accountIndex, tokenAddress } = request.query;
  return { chainId, accountIndex, tokenAddress, sliceProps: { limit: request.limit, offset: catalogueOffset(request.cursor) } };
}

export const refillTokensMachine = createPagedListMachine<KnownToken, RefillTokensQuery>({
  id: 'refillTokens',
  pageSize: TOKEN_PAGE_SIZE,
  keyOf: catalogueKey,
  sameQuery: (a, b) => a.chainId === b.chainId && a.accountIndex === b.accountIndex && (a.tokenAddress ?? '') === (b.tokenAddress ?? ''),
});

export type RefillTokensSnapshot = SnapshotFrom<typeof refillTokensMachine>;

export function selectRefillTokens(snapshot: RefillTokensSnapshot): RefillTokensView {
  const { items, ...view } = selectPagedList(snapshot);
  return { tokens: items, ...view };
}
