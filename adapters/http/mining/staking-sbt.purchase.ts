/**
 * How the purpose 'staking-sbt' (claiming a staked SBT) is paid (this file's name names the
 * purpose: payment-api.ts finds it): the seed's `GET /v2/sbt/getTrBody?stakingPeriod=` answers the
 * transaction to sign with the external wallet. No other way: the mint is an external transfer.
 * The GET carries no key: the server answers a pending mint of the period again.
 */
import type { Purchase } from '../../../domain/payment/types';
import { ApiError } from '../../../domain/shared/api-failure';
import { stakingContract as c } from '../contract/mining/staking';
import type { PurposeEndpoints } from '../payment-api';

function periodOf(purchase: Purchase) {
  if (purchase.purpose !== 'staking-sbt') throw new ApiError({ type: 'contract', detail: `${purchase.purpose} is not a staking SBT` });
  return purchase.details.stakingPeriod;
}

export const endpoints: PurposeEndpoints = {
  externalTransaction: async (http, purchase, options) => {
    const answer = await http.call(c.sbtTransaction, { signal: options.signal, query: { stakingPeriod: periodOf(purchase) } });
    return { transaction: answer.transaction, intentId: answer.intentId };
  },
};
