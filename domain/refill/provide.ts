/** The refill token list with its effects: the API and the logger from the ports. */
import { fromPromise } from 'xstate';
import type { Ports } from '../ports';
import type { KnownTokensPage, KnownTokensRequest } from '../swap/types';
import { refillTokensMachine } from './tokens-machine';

export function provideRefillTokens(ports: Pick<Ports, 'mainApi' | 'logger'>) {
  return refillTokensMachine.provide({
    actors: {
      loadPage: fromPromise<KnownTokensPage, KnownTokensRequest>(({ input, signal }) => ports.mainApi.knownTokens(input, { signal })),
    },
    actions: {
      logFailure: (_, params) => ports.logger.warn('known tokens failed', params.failure),
    },
  });
}
