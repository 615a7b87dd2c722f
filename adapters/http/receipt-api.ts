/** The receipt's port over HTTP (issue 38); its contract arrives with it, after the home. */
import type { ReceiptApi } from '../../domain/wallet/receipt/port';
import type { HttpClient } from './client';
import { receiptContract as c } from './contract/receipt';

export function createHttpReceiptApi(http: HttpClient): ReceiptApi {
  return { receipt: (id, options) => http.call(c.transaction, { ...options, query: { id } }) };
}
