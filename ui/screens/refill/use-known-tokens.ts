/**
 * The tokens of one chain from mainApi.knownTokens, for the refill pickers. A failure is logged and
 * shown as an empty list with a retry; a newer request aborts the older one.
 */
import { useCallback, useEffect, useState } from 'react';
import { isAborted } from '../../../domain/api-failure';
import type { ChainId } from '../../../domain/chains';
import type { KnownToken } from '../../../domain/swap/types';
import { usePorts } from '../../ports-context';

/** The spec's token page size. */
export const TOKEN_PAGE_SIZE = 20;

export interface KnownTokensState {
  readonly tokens: readonly KnownToken[];
  readonly total: number;
  readonly loading: boolean;
  readonly failed: boolean;
}

interface Query {
  readonly chainId: ChainId;
  readonly accountIndex: number;
  readonly tokenAddress?: string | undefined;
}

export function useKnownTokens(query: Query): KnownTokensState & { loadMore: () => void; retry: () => void } {
  const { mainApi, logger } = usePorts();
  const { chainId, accountIndex, tokenAddress } = query;
  const [state, setState] = useState<KnownTokensState & { key: string; offset: number; attempt: number }>({
    key: '',
    offset: 0,
    attempt: 0,
    tokens: [],
    total: 0,
    loading: true,
    failed: false,
  });
  const key = `${String(chainId)}|${String(accountIndex)}|${tokenAddress ?? ''}`;
  // A new chain starts from the first page (state derived during render, not in an effect).
  if (state.key !== key) setState({ key, offset: 0, attempt: 0, tokens: [], total: 0, loading: true, failed: false });
  const { offset, attempt } = state;

  useEffect(() => {
    const controller = new AbortController();
    mainApi
      .knownTokens({ chainId, accountIndex, tokenAddress, sliceProps: { limit: TOKEN_PAGE_SIZE, offset } }, { signal: controller.signal })
      .then((page) =>
        setState((previous) => ({
          ...previous,
          tokens: offset === 0 ? page.tokens : [...previous.tokens, ...page.tokens],
          total: page.tokensCount,
          loading: false,
          failed: false,
        })),
      )
      .catch((error: unknown) => {
        if (isAborted(error)) return;
        logger.warn('known tokens failed', error);
        setState((previous) => ({ ...previous, loading: false, failed: true }));
      });
    return () => controller.abort();
  }, [mainApi, logger, chainId, accountIndex, tokenAddress, offset, attempt]);

  const loadMore = useCallback(() => setState((previous) => ({ ...previous, loading: true, offset: previous.tokens.length })), []);
  const retry = useCallback(() => setState((previous) => ({ ...previous, loading: true, failed: false, attempt: previous.attempt + 1 })), []);
  return { tokens: state.tokens, total: state.total, loading: state.loading, failed: state.failed, loadMore, retry };
}
