/**
 * The token page's and the receipt's ports over HTTP (issue 38); their contracts arrive with them,
 * after the home. One module for both: compose.ts imports it from one place, and every import there
 * costs the home's first load its loader and the names of its files (scripts/initial-load.ts).
 */
import type { ReceiptApi } from '../../domain/wallet/receipt/port';
import type { TokenPageApi } from '../../domain/wallet/token-page/port';
import type { HttpClient } from './client';
import { receiptContract } from './contract/receipt';
import { tokenPageContract as c } from './contract/token-page';

export function createHttpTokenPageApi(http: HttpClient): TokenPageApi {
  return {
    priceHistory: ({ chainId, address, span }, options) => http.call(c.priceHistory, { ...options, query: { chainId: String(chainId), address, span } }),
    history: async ({ accountIndex, offset, limit, chainId, address }, options) =>
      (await http.call(c.history, { ...options, query: { accountIndex, offset, limit, chainId: String(chainId), tokenAddress: address } })).history,
  };
}

export function createHttpReceiptApi(http: HttpClient): ReceiptApi {
  return { receipt: (id, options) => http.call(receiptContract.transaction, { ...options, query: { id } }) };
}
