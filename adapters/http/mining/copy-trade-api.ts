/** The CopyTradeApi port over the mining server; arrives with the copy-trade screens' first call. */
import type { CopyTradeApi } from '../../../domain/mining/copy-trade/port';
import type { HttpClient } from '../client';
import { copyTradeContract as c } from '../contract/mining/copy-trade';

export function createHttpCopyTradeApi(http: HttpClient): CopyTradeApi {
  return {
    copyTrades: ({ accountIndex, copyTradeId, transactionsPageToken }, options) =>
      http.call(c.getCopyTrades, {
        ...options,
        query: { accountIndex: String(accountIndex), ...(copyTradeId ? { copyTradeId } : {}), ...(transactionsPageToken ? { transactionsPageToken } : {}) },
      }),
    start: async (request, options) => (await http.call(c.startCopyTrade, { ...options, body: { ...request, protocols: [...request.protocols] } })).result,
    cancel: async (request, options) => (await http.call(c.cancelCopyTrade, { ...options, body: request })).result,
  };
}
