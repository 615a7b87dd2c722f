/**
 * The staking periods the client tests read (seed 001 §9's six, with a paid 3-month period): one
 * set for the machine, fee-flow and route tests, a period changed where a test needs it.
 */
import type { StakingConfig, StakingConfigs, StakingPeriod } from '../../domain/mining/staking/types';

export function aStakingConfigs(changes: Partial<Readonly<Record<StakingPeriod, Partial<StakingConfig>>>> = {}): StakingConfigs {
  const periods: Record<StakingPeriod, StakingConfig> = {
    '3mhp': { apy: '0.3', minSwitchAmount: '100', maxSwitchAmount: '50000', priceAmount: { ton: '0.5', stars: '50' }, months: 3 },
    '3m': { apy: '0.1', minSwitchAmount: '10', maxSwitchAmount: '50000', months: 3 },
    '6m': { apy: '0.12', minSwitchAmount: '10', maxSwitchAmount: '50000', months: 6 },
    '1y': { apy: '0.15', minSwitchAmount: '10', maxSwitchAmount: '50000', months: 12 },
    '5y': { apy: '0.2', minSwitchAmount: '100', maxSwitchAmount: '100000', months: 60 },
    '100y': { apy: '0.25', minSwitchAmount: '1000', maxSwitchAmount: '1000000', months: 1200 },
  };
  for (const period of Object.keys(changes) as StakingPeriod[]) periods[period] = { ...periods[period], ...changes[period] };
  return { paidPeriods: ['3mhp'], stakingConfig: periods };
}
