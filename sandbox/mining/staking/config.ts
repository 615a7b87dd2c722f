/**
 * The staking periods the sandbox serves (seed 001 §3 "Staking config", §9 "Staking"): months,
 * yearly rate, minimum, maximum and fee. The seed gives the periods, their months and the default
 * maximum (50000); the rates, minimums and fees are ours (docs/decisions/staking.md "Staking (issue 22)").
 * Rates are parts per million of the amount a year; SWITCH and TON in 1e-9 units; Stars whole.
 */
import type { STAKING_PERIODS } from '../../../adapters/http/contract/mining/staking';
import { UNITS_PER_SWITCH } from '../shared/config';

export type StakingPeriod = (typeof STAKING_PERIODS)[number];

export interface StakingConfig {
  readonly months: number;
  readonly apyPpm: bigint;
  readonly minUnits: bigint;
  readonly maxUnits: bigint;
  /** The period's fee; null when free. */
  readonly price: { readonly tonUnits: bigint; readonly stars: bigint } | null;
}

const S = UNITS_PER_SWITCH;
const TON = 1_000_000_000n;

export const STAKING_CONFIGS: Readonly<Record<StakingPeriod, StakingConfig>> = {
  // "hp": the high-percent three months, paid.
  '3mhp': { months: 3, apyPpm: 300_000n, minUnits: 100n * S, maxUnits: 50_000n * S, price: { tonUnits: TON / 2n, stars: 50n } },
  '3m': { months: 3, apyPpm: 100_000n, minUnits: 10n * S, maxUnits: 50_000n * S, price: null },
  '6m': { months: 6, apyPpm: 120_000n, minUnits: 10n * S, maxUnits: 50_000n * S, price: null },
  '1y': { months: 12, apyPpm: 150_000n, minUnits: 10n * S, maxUnits: 50_000n * S, price: null },
  '5y': { months: 60, apyPpm: 200_000n, minUnits: 100n * S, maxUnits: 100_000n * S, price: { tonUnits: TON, stars: 100n } },
  '100y': { months: 1200, apyPpm: 250_000n, minUnits: 1_000n * S, maxUnits: 1_000_000n * S, price: { tonUnits: 2n * TON, stars: 200n } },
};

/** What a fee is worth in SWITCH, for the receipt's rate after the fee (ours: the sandbox's fixed rates). */
export const SWITCH_UNITS_PER_TON_UNIT = 100n;
export const SWITCH_UNITS_PER_STAR = 2n * S;

export const HOUR_MS = 3_600_000;
