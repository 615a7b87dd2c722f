/** The token page's port over HTTP (issue 38); its contract arrives with it, after the home. */
import type { TokenPageApi } from '../../domain/wallet/token-page/port';
import type { HttpClient } from './client';
import { tokenPageContract as c } from './contract/token-page';

export function createHttpTokenPageApi(http: HttpClient): TokenPageApi {
  return {
    priceHistory: ({ chainId, address, span }, options) => http.call(c.priceHistory, { ...options, query: { chainId: String(chainId), address, span } }),
    history: async ({ accountIndex, offset, limit, chainId, address }, options) =>
      (await http.call(c.history, { ...options, query: { accountIndex, offset, limit, chainId: String(chainId), tokenAddress: address } })).history,
  };
}
