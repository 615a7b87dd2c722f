/** The StakingApi port over the mining server; arrives with the staking screens' first call. */
import type { StakingApi } from '../../../domain/mining/staking/port';
import type { HttpClient } from '../client';
import { jsonNumberOf } from '../contract/json-number';
import { stakingContract as c } from '../contract/mining/staking';

export function createHttpStakingApi(http: HttpClient): StakingApi {
  return {
    configs: (options) => http.call(c.stakingConfigs, { ...options }),
    total: (options) => http.call(c.stakingTotal, { ...options }),
    deposits: (options) => http.call(c.stakingList, { ...options }),
    // The seed's `amount (number)`: a JSON number written from the exact decimal.
    deposit: (request, options) => http.call(c.stakingDeposit, { ...options, body: { ...request, amount: jsonNumberOf(request.amount) } }),
    claimStake: (depositId, options) => http.call(c.claimStake, { ...options, body: { depositId } }),
    userSbts: async (options) => (await http.call(c.userSbts, { ...options })).map((sbt) => sbt.stakingPeriod),
  };
}
