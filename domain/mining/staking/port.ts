/** Staking's calls (seed 001 §7 "Staking"): the configs, the total, the deposits, staking, claiming back. */
import type { CallOptions, ValueCallOptions } from '../../shared/call-options';
import type { SbtPeriod } from './rules';
import type { DepositList, DepositMade, StakeClaimed, StakingConfigs, StakingPeriod, StakingTotal } from './types';

export interface StakingApi {
  configs(options?: CallOptions): Promise<StakingConfigs>;
  total(options?: CallOptions): Promise<StakingTotal>;
  /** The user's deposits; the read credits the reward's full hours due. */
  deposits(options?: CallOptions): Promise<DepositList>;
  /** Stakes for a free period, once per key (a paid period goes through the purchase flow). */
  deposit(request: { readonly amount: string; readonly period: StakingPeriod }, options: ValueCallOptions): Promise<DepositMade>;
  /** Claims a deposit's stake back once it has unlocked; refused with 'stake-locked' before. */
  claimStake(depositId: string, options: ValueCallOptions): Promise<StakeClaimed>;
  /** The periods whose SBT the user has minted (seed 001 §7 "GET v2 staked SBT list"). */
  userSbts(options?: CallOptions): Promise<readonly SbtPeriod[]>;
}
