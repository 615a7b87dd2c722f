/**
 * How the purpose 'donation' is paid (this file's name names the purpose: payment-api.ts finds it),
 * on the seed's endpoint `/v2/donation/donate` (seed 001 §7): payType internal pays at once from the
 * wallet (its dry run is the generic /payments/check), external answers the TON Connect
 * transaction. No Stars: the seed offers none for donations.
 */
import type { Purchase } from '../../../domain/payment/types';
import { ApiError } from '../../../domain/shared/api-failure';
import { donateContract as c } from '../contract/mining/donate';
import type { PurposeEndpoints } from '../payment-api';

const bodyOf = (purchase: Purchase) => {
  if (purchase.purpose !== 'donation') throw new ApiError({ type: 'contract', detail: `not a donation: ${purchase.purpose}` });
  const { kind, tonAmount, name, comment } = purchase.details;
  return { type: kind, tonAmount, name, comment };
};

export const endpoints: PurposeEndpoints = {
  payInternal: async (http, purchase, payment, options) => {
    const answer = await http.call(c.donate, { ...options, body: { ...bodyOf(purchase), payType: 'internal', accountIndex: payment.accountIndex } });
    return { intentId: answer.intentId };
  },
  externalTransaction: async (http, purchase, options) => {
    const answer = await http.call(c.donate, { ...options, body: { ...bodyOf(purchase), payType: 'external' } });
    if (!answer.transaction) throw new ApiError({ type: 'contract', detail: 'an external donation without its transaction' });
    return { transaction: answer.transaction, intentId: answer.intentId };
  },
};
