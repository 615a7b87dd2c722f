/**
 * Percent presets of an amount field (seed 001 §5 staking: 25/35/50/75/100 percent of what may be
 * used, 50 preselected, 2 decimals, capped at the form's maximum). Rounded down, so a preset never
 * asks for more than is available.
 */
import Big from 'big.js';
import { toBig } from './big-decimal';
import type { DecimalString } from './types';

export const PERCENT_PRESETS = [25, 35, 50, 75, 100] as const;
export type PercentPreset = (typeof PERCENT_PRESETS)[number];
export const DEFAULT_PERCENT_PRESET: PercentPreset = 50;
export const PRESET_DECIMALS = 2;

const ROUND_DOWN = 0;

/**
 * `percent` of `available`, capped at `cap` when given, rounded down to 2 decimals, never negative.
 * Returned in the canonical amount form, ready for the amount field.
 */
export function presetAmount(available: DecimalString, percent: number, cap?: DecimalString): DecimalString {
  const share = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  let amount = toBig(available).times(share).div(100);
  if (cap !== undefined && amount.gt(toBig(cap))) amount = toBig(cap);
  if (amount.lt(0)) amount = new Big(0);
  return amount.round(PRESET_DECIMALS, ROUND_DOWN).toFixed();
}
