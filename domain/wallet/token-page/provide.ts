/** The only place where the token page's machines meet the ports. */
import { fromPromise } from 'xstate';
import { logFailureWith } from '../../shared/failures';
import type { Logger } from '../../shared/logger';
import type { PageRequest } from '../../shared/paged-list-machine';
import type { Page } from '../../shared/paging';
import { historyPage, historyPageQuery } from '../history-paging';
import type { HistoryEntry } from '../types';
import { tokenHistoryMachine, type TokenHistoryInput } from './history';
import { tokenChartMachine } from './machine';
import type { TokenPageApi } from './port';
import type { PriceHistory, PriceHistoryQuery } from './types';

export interface TokenPagePorts {
  readonly tokenPageApi: TokenPageApi;
  readonly logger: Logger;
}

export function provideTokenChart(ports: TokenPagePorts) {
  return tokenChartMachine.provide({
    actors: { load: fromPromise<PriceHistory, PriceHistoryQuery>(({ input, signal }) => ports.tokenPageApi.priceHistory(input, { signal })) },
    actions: { logFailure: logFailureWith(ports.logger, 'price history') },
  });
}

export function provideTokenHistory(ports: TokenPagePorts) {
  return tokenHistoryMachine.provide({
    actors: {
      loadPage: fromPromise<Page<HistoryEntry>, PageRequest<TokenHistoryInput>>(async ({ input, signal }) => {
        const { accountIndex, chainId, address } = input.query;
        const query = historyPageQuery(accountIndex, input.cursor, input.limit);
        return historyPage(await ports.tokenPageApi.history({ ...query, chainId, address }, { signal }), query);
      }),
    },
    actions: { logFailure: logFailureWith(ports.logger, 'token history page') },
  });
}
