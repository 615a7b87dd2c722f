/**
 * How the purpose 'staking' (a paid period's fee) is paid (this file's name names the purpose:
 * payment-api.ts finds it), on the seed's one endpoint, `/deposit` with its `type`: internal pays
 * and stakes at once, stars answers the invoice link, external the TON Connect transaction. The
 * internal dry run is the generic /payments/check.
 */
import type { Purchase } from '../../../domain/payment/types';
import { ApiError } from '../../../domain/shared/api-failure';
import { jsonNumberOf } from '../contract/json-number';
import type { JsonNumber } from '../contract/json-text';
import { stakingContract as c } from '../contract/mining/staking';
import type { PurposeEndpoints } from '../payment-api';

/** The deposit's body: the amount as the seed's JSON number, written from its exact decimal. */
function depositOf(purchase: Purchase): { amount: JsonNumber; period: '3mhp' | '3m' | '6m' | '1y' | '5y' | '100y' } {
  if (purchase.purpose !== 'staking') throw new ApiError({ type: 'contract', detail: `${purchase.purpose} is not a staking fee` });
  return { amount: jsonNumberOf(purchase.details.amount), period: purchase.details.period };
}

export const endpoints: PurposeEndpoints = {
  payInternal: async (http, purchase, payment, options) => {
    const answer = await http.call(c.stakingDeposit, { ...options, body: { ...depositOf(purchase), type: 'internal', accountIndex: payment.accountIndex } });
    return { intentId: answer.intentId };
  },
  starsInvoice: async (http, purchase, options) => {
    const answer = await http.call(c.stakingDeposit, { ...options, body: { ...depositOf(purchase), type: 'stars' } });
    if (!answer.telegramLink || !answer.intentId) throw new ApiError({ type: 'contract', detail: '/deposit by Stars without its invoice' });
    return { link: answer.telegramLink, intentId: answer.intentId };
  },
  externalTransaction: async (http, purchase, options) => {
    const answer = await http.call(c.stakingDeposit, { ...options, body: { ...depositOf(purchase), type: 'external' } });
    if (!answer.transaction || !answer.intentId) throw new ApiError({ type: 'contract', detail: '/deposit by the external wallet without its transaction' });
    return { transaction: answer.transaction, intentId: answer.intentId };
  },
};
