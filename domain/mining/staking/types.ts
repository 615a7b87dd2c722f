/**
 * Staking as the domain sees it (seed 001 §3 "Staking config", "Staking deposit", "Staked SBT";
 * docs/decisions/staking.md "Staking (issue 22)"). Amounts are decimal strings as the server sent them.
 */
import type { DecimalString } from '../../money/types';
import type { Instant, MiningRecord } from '../shared/types';

/** Seed 001 §3, in the seed's order. */
export const STAKING_PERIODS = ['3mhp', '3m', '6m', '1y', '5y', '100y'] as const;
export type StakingPeriod = (typeof STAKING_PERIODS)[number];

export interface StakingConfig {
  /** A yearly rate as a fraction ('0.15'). */
  readonly apy: DecimalString;
  readonly minSwitchAmount: DecimalString;
  readonly maxSwitchAmount: DecimalString;
  /** The fee: TON and whole Stars; absent when free. */
  readonly priceAmount?: { readonly ton: DecimalString; readonly stars: string } | undefined;
  readonly months: number;
}

export interface StakingConfigs {
  readonly paidPeriods: readonly StakingPeriod[];
  readonly stakingConfig: Readonly<Record<StakingPeriod, StakingConfig>>;
}

export interface StakingDeposit {
  readonly _id: string;
  readonly amount: DecimalString;
  readonly period: StakingPeriod;
  readonly apy: DecimalString;
  readonly hourReward: DecimalString;
  readonly dttmStarted: Instant;
  readonly dttmEnded: Instant;
  /** The reward credited so far. */
  readonly gotAmount: DecimalString;
  /** What it will have credited by dttmEnded. */
  readonly rewardAtEnd: DecimalString;
  readonly dttmClaimed: Instant | null;
  /** The fee paid for the period and what it was worth in SWITCH; null when free. */
  readonly fee: { readonly amount: DecimalString; readonly currency: 'TON' | 'XTR'; readonly switchValue: DecimalString } | null;
}

export interface DepositList extends MiningRecord {
  readonly deposits: readonly StakingDeposit[];
}

export interface StakingTotal {
  readonly totalAmount: DecimalString;
  readonly serverTime: Instant;
}

export interface DepositMade extends MiningRecord {
  readonly deposit?: StakingDeposit | undefined;
}

export interface StakeClaimed extends MiningRecord {
  readonly deposit: StakingDeposit;
}
