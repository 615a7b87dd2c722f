/**
 * The purpose 'autoclaim' on the seed's endpoints (seed 001 §7 "Autoclaim and transfer"): the
 * internal way is `/transfer` (a dry run first), Stars `/telegramStar/autoclaim`, the external
 * wallet `/transfer/external/autoclaim`.
 */
import { ApiError } from '../../../domain/shared/api-failure';
import { autoclaimContract as c } from '../contract/mining/autoclaim';
import type { PurposeEndpoints } from '../payment-api';

export const autoclaimPurchase: PurposeEndpoints = {
  checkInternal: async (http, _purchase, payment, options) => {
    const answer = await http.call(c.transfer, { ...options, body: { ...payment, tokenAddress: 'TON', chainId: 'TON', dry: true } });
    // The dry run of /transfer always carries its quote; without one the answer is not ours.
    if (!answer.quote) throw new ApiError({ type: 'contract', detail: '/transfer dry run without its quote' });
    return answer.quote;
  },
  payInternal: async (http, _purchase, payment, options) => {
    const answer = await http.call(c.transfer, { ...options, body: { ...payment, tokenAddress: 'TON', chainId: 'TON', dry: false } });
    return { intentId: answer.intentId, activatesAt: answer.activatesAt };
  },
  starsInvoice: async (http, _purchase, options) => (await http.call(c.starsAutoclaim, { ...options, body: {} })).data,
  externalTransaction: async (http, _purchase, options) => (await http.call(c.externalAutoclaim, { ...options, body: {} })).data,
};
