/** The refill token list with its effects: the token catalogue and the logger from the ports. */
import { fromPromise } from 'xstate';
import type { Logger } from '../shared/logger';
import type { TokensApi } from '../tokens/port';
import { logFailureWith } from '../shared/failures';
import type { PageRequest } from '../shared/paged-list-machine';
import type { Page } from '../shared/paging';
import { loadCataloguePage } from '../tokens/catalogue';
import type { KnownToken } from '../tokens/types';
import { refillTokensMachine, refillTokensRequest, type RefillTokensQuery } from './tokens-machine';

export function provideRefillTokens(ports: { readonly tokensApi: TokensApi; readonly logger: Logger }) {
  return refillTokensMachine.provide({
    actors: {
      loadPage: fromPromise<Page<KnownToken>, PageRequest<RefillTokensQuery>>(({ input, signal }) =>
        loadCataloguePage(ports.tokensApi, refillTokensRequest(input), { signal }),
      ),
    },
    actions: {
      logFailure: logFailureWith(ports.logger, 'known tokens'),
    },
  });
}
