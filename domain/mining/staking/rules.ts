/**
 * Staking's rules (seed 001 §4 "Staking form", §5 "Staking amount", "Soulbound offer", §6, §9
 * "Staking"; docs/decisions/staking.md "Staking (issue 22)"). Pure: amounts in, decisions out.
 */
import Big from 'big.js';
import { toBig } from '../../money/big-decimal';
import { presetAmount, type PercentPreset } from '../../money/percent-presets';
import type { DecimalString } from '../../money/types';
import type { StakingConfig, StakingDeposit, StakingPeriod } from './types';

const ROUND_DOWN = 0;
/** Seed 001 §9: the default maximum when a config names none. */
export const DEFAULT_MAX_STAKE = '50000';
/** Seed 001 §9: a deposit of at least this earns an SBT. */
export const SBT_THRESHOLD = '5000';
/** Seed 001 §5: the soulbound offer for 'all-in' needs this share of the balance locked, and this much. */
export const SOULBOUND_LOCKED_SHARE = '0.96';
export const SOULBOUND_MIN_LOCKED = '100';
export const ALL_IN = 'all-in';
export type SbtPeriod = StakingPeriod | typeof ALL_IN;

/** Available to stake: got minus locked, floored to 2 decimals, never negative (seed 001 §2). */
export function availableToStake(gotAmount: DecimalString, lockAmount: DecimalString): DecimalString {
  const free = toBig(gotAmount).minus(toBig(lockAmount));
  return (free.lt(0) ? new Big(0) : free).round(2, ROUND_DOWN).toFixed();
}

export const maxOf = (config: StakingConfig | null): DecimalString => config?.maxSwitchAmount ?? DEFAULT_MAX_STAKE;

/** A preset: `percent` of what is available, capped at the config's maximum, 2 decimals down. */
export const stakePreset = (available: DecimalString, percent: PercentPreset, config: StakingConfig | null): DecimalString =>
  presetAmount(available, percent, maxOf(config));

export type StakeError = 'not-enough' | 'min-amount' | 'max-amount';

/**
 * The red panel's error for an amount (seed 001 §5), or null. One shows at a time, in this order:
 * more than available, then under the minimum, then over the maximum.
 */
export function stakeError(amount: DecimalString | null, available: DecimalString, config: StakingConfig | null): StakeError | null {
  if (amount === null) return null;
  const value = toBig(amount);
  if (value.gt(toBig(available))) return 'not-enough';
  if (config && value.lt(toBig(config.minSwitchAmount))) return 'min-amount';
  if (value.gt(toBig(maxOf(config)))) return 'max-amount';
  return null;
}

/** Continue needs an amount above zero, a period and no error (seed 001 §5). */
export const canContinue = (amount: DecimalString | null, period: StakingPeriod | null, error: StakeError | null): boolean =>
  amount !== null && toBig(amount).gt(0) && period !== null && error === null;

/** A config with a fee goes to the payment method; without one straight to confirm (seed 001 §4). */
export const hasFee = (config: StakingConfig | null): boolean => config?.priceAmount !== undefined;

/** The APR as a rounded percent (seed 001 §9): '0.155' is 16. */
export const aprPercent = (apy: DecimalString): number => Number(toBig(apy).times(100).round(0, 1).toFixed());

/** The hourly reward with 4 decimals (seed 001 §9), rounded down: never more than is credited. */
export const hourRewardText = (hourReward: DecimalString): string => toBig(hourReward).round(4, ROUND_DOWN).toFixed(4);

/** What stays available after staking `amount`, 2 decimals down. */
export const balanceAfter = (available: DecimalString, amount: DecimalString): DecimalString => {
  const left = toBig(available).minus(toBig(amount));
  return (left.lt(0) ? new Big(0) : left).round(2, ROUND_DOWN).toFixed();
};

/** A deposit's stake can be claimed once its lock has ended and it is not claimed yet. */
export const canClaimStake = (deposit: StakingDeposit, now: number): boolean => deposit.dttmClaimed === null && now >= Date.parse(deposit.dttmEnded);

/** The menu's badge: some deposit can be claimed. */
export const hasClaimableStake = (deposits: readonly StakingDeposit[], now: number): boolean => deposits.some((deposit) => canClaimStake(deposit, now));

/** Everything staked and not claimed back. */
export const ownStaked = (deposits: readonly StakingDeposit[]): DecimalString =>
  deposits.filter((deposit) => deposit.dttmClaimed === null).reduce((sum, deposit) => sum.plus(toBig(deposit.amount)), new Big(0)).toFixed();

/**
 * Progress cells: one per month up to a year; longer locks keep 12 cells, each an equal share of
 * the months (5 years: 5 months a cell; 100 years: 100). Each cell is 0 to 1 filled.
 */
export function progressCells(deposit: StakingDeposit, months: number, now: number): number[] {
  const count = Math.max(1, Math.min(12, months));
  const start = Date.parse(deposit.dttmStarted);
  const end = Date.parse(deposit.dttmEnded);
  const share = end > start ? Math.min(1, Math.max(0, (now - start) / (end - start))) : 1;
  return Array.from({ length: count }, (_, index) => Math.min(1, Math.max(0, share * count - index)));
}

/**
 * The rate after the fee (the receipt): what the deposit earns by its end, less the fee's worth in
 * SWITCH, as a yearly share of the amount. Without a fee it is the deposit's rate.
 */
export function aprAfterFee(deposit: StakingDeposit): DecimalString {
  if (deposit.fee === null) return deposit.apy;
  const years = (Date.parse(deposit.dttmEnded) - Date.parse(deposit.dttmStarted)) / (365 * 24 * 3_600_000);
  if (years <= 0 || toBig(deposit.amount).lte(0)) return '0';
  const net = toBig(deposit.rewardAtEnd).minus(toBig(deposit.fee.switchValue));
  return net.div(toBig(deposit.amount)).div(years).round(6, ROUND_DOWN).toFixed();
}

/**
 * The SBT period available (seed 001 §3): the first deposit at least the threshold whose period has
 * no SBT yet; otherwise 'all-in'.
 */
export function availableSbtPeriod(deposits: readonly StakingDeposit[], minted: readonly string[]): SbtPeriod {
  const found = deposits.find((deposit) => !minted.includes(deposit.period) && toBig(deposit.amount).gte(toBig(SBT_THRESHOLD)));
  return found ? found.period : ALL_IN;
}

/**
 * The SBT the deposits screen offers (its claim card): the available period, when the soulbound
 * offer holds for it and it is not minted yet ('all-in' once minted is offered no more); else null.
 */
export function sbtOffer(deposits: readonly StakingDeposit[], minted: readonly string[], gotAmount: DecimalString, lockAmount: DecimalString): SbtPeriod | null {
  const period = availableSbtPeriod(deposits, minted);
  return !minted.includes(period) && offersSoulbound(period, gotAmount, lockAmount) ? period : null;
}

/** The soulbound offer (seed 001 §5): for 'all-in' when at least 96 % of the balance and at least 100 are locked. */
export function offersSoulbound(period: SbtPeriod, gotAmount: DecimalString, lockAmount: DecimalString): boolean {
  if (period !== ALL_IN) return true;
  const got = toBig(gotAmount);
  const locked = toBig(lockAmount);
  return got.gt(0) && locked.gte(toBig(SOULBOUND_MIN_LOCKED)) && locked.div(got).gte(toBig(SOULBOUND_LOCKED_SHARE));
}
