/**
 * The staking rules on integer units, shared by the sandbox (which credits deposits by them) and
 * the form's projection (issue 38 "Mining in pictures"): a deposit's end is its start plus the
 * period's calendar months in UTC, and each full hour of the lock credits the hour reward
 * (docs/decisions/staking.md "Staking (issue 22)"). The projection is what a deposit made at `now`
 * would hold, stake plus the reward credited so far, from the start to the unlock instant.
 */
import Big from 'big.js';
import type { DecimalString } from '../../money/types';
import type { StakingConfig } from './types';

const HOUR_MS = 3_600_000;
export const HOURS_PER_YEAR = 8_760n;
const UNITS = new Big(1e9);

/** `months` calendar months after `at` (UTC), the day clamped to the month's end: 31 Jan + 1 month is 28/29 Feb. */
export function addMonthsUtc(at: number, months: number): number {
  const date = new Date(at);
  const target = new Date(at);
  target.setUTCDate(1);
  target.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
}

/** SWITCH units credited each full hour: the amount times the yearly rate over 8,760 hours, floored. */
export const hourRewardOf = (amountUnits: bigint, apyPpm: bigint): bigint => (amountUnits * apyPpm) / (1_000_000n * HOURS_PER_YEAR);

/** Full hours of a lock from `startsAt` to `endsAt` that have passed at `at`. */
export const hoursPassed = (startsAt: number, endsAt: number, at: number): number => Math.max(0, Math.floor((Math.min(at, endsAt) - startsAt) / HOUR_MS));

const toUnits = (amount: DecimalString): bigint => BigInt(new Big(amount).times(UNITS).round(0, Big.roundDown).toFixed());
const unitsText = (units: bigint): DecimalString => new Big(units.toString()).div(UNITS).toFixed();

/** How many points the line has (the first at the start, the last at the unlock instant). */
export const PROJECTION_POINTS = 25;

export interface StakePoint {
  /** Epoch ms. */
  readonly at: number;
  /** Stake plus the reward credited by then, exact. */
  readonly balance: DecimalString;
  /** The balance's rise over the stake as a fraction of the reward at the end, 0 to 1 (the drawing's height). */
  readonly rise: number;
}

export interface StakeProjection {
  readonly startsAt: number;
  /** The unlock instant. */
  readonly endsAt: number;
  readonly hourReward: DecimalString;
  readonly rewardAtEnd: DecimalString;
  /** Stake plus the whole reward: the balance at the unlock instant. */
  readonly balanceAtEnd: DecimalString;
  readonly points: readonly StakePoint[];
}

/** The deposit of `amount` for `config`'s period made at `now`, projected over its lock, by the sandbox's own rules. */
export function projectStake(amount: DecimalString, config: Pick<StakingConfig, 'apy' | 'months'>, now: number, pointCount = PROJECTION_POINTS): StakeProjection {
  const amountUnits = toUnits(amount);
  const hourReward = hourRewardOf(amountUnits, BigInt(new Big(config.apy).times(1_000_000).round(0, Big.roundDown).toFixed()));
  const endsAt = addMonthsUtc(now, config.months);
  const rewardAtEnd = BigInt(hoursPassed(now, endsAt, endsAt)) * hourReward;
  const points = Array.from({ length: pointCount }, (_, index) => {
    const at = index === pointCount - 1 ? endsAt : now + Math.floor(((endsAt - now) * index) / (pointCount - 1));
    const reward = BigInt(hoursPassed(now, endsAt, at)) * hourReward;
    return { at, balance: unitsText(amountUnits + reward), rise: rewardAtEnd === 0n ? 0 : Number(reward) / Number(rewardAtEnd) };
  });
  return { startsAt: now, endsAt, hourReward: unitsText(hourReward), rewardAtEnd: unitsText(rewardAtEnd), balanceAtEnd: unitsText(amountUnits + rewardAtEnd), points };
}
