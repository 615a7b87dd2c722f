/**
 * How the purpose 'prove' is paid (this file's name names the purpose: payment-api.ts finds it), on
 * the seed's one endpoint (seed 001 §7 "Proof of humanity"): `/v2/prove/preCheckout` with payType
 * internal (paid at once from the balance; the generic /payments/check is its dry run), star (an
 * invoice link) or external (a TON Connect transaction).
 */
import { ApiError } from '../../../domain/shared/api-failure';
import { proveContract as c } from '../contract/mining/prove';
import type { PurposeEndpoints } from '../payment-api';

export const endpoints: PurposeEndpoints = {
  payInternal: async (http, _purchase, payment, options) => {
    const { result } = await http.call(c.preCheckout, { ...options, body: { payType: 'internal', accountIndex: payment.accountIndex } });
    return { intentId: result.intentId };
  },
  starsInvoice: async (http, _purchase, options) => {
    const { result } = await http.call(c.preCheckout, { ...options, body: { payType: 'star' } });
    if (!result.payUrl) throw new ApiError({ type: 'contract', detail: '/v2/prove/preCheckout (star) without its payUrl' });
    return { link: result.payUrl, intentId: result.intentId };
  },
  externalTransaction: async (http, _purchase, options) => {
    const { result } = await http.call(c.preCheckout, { ...options, body: { payType: 'external' } });
    if (!result.transaction) throw new ApiError({ type: 'contract', detail: '/v2/prove/preCheckout (external) without its transaction' });
    return { transaction: result.transaction, intentId: result.intentId };
  },
};
