/**
 * Price impact bands (seed 000 §4, §9): normal up to 2 percent, warning above 2, danger above 5. A
 * negative impact (the route beats the mid price) is normal.
 */
import Big from 'big.js';
import { toBig } from '../money/big-decimal';
import type { DecimalString } from '../money/types';

export const PRICE_IMPACT_WARNING_ABOVE = '2';
export const PRICE_IMPACT_DANGER_ABOVE = '5';

export type PriceImpactStatus = 'normal' | 'warning' | 'danger';

export function priceImpactStatus(percent: DecimalString | Big): PriceImpactStatus {
  const value = toBig(percent);
  if (value.gt(PRICE_IMPACT_DANGER_ABOVE)) return 'danger';
  if (value.gt(PRICE_IMPACT_WARNING_ABOVE)) return 'warning';
  return 'normal';
}

/** What the screen needs for 'High price impact (x%)': the band and x, at most two decimals. */
export interface PriceImpactView {
  readonly status: PriceImpactStatus;
  /** Half-up to two decimals, no trailing zeros ("3.5"); "0" for anything unreadable. */
  readonly percent: string;
  /** True when the warning line is shown (warning or danger). */
  readonly high: boolean;
}

/** A percentage as shown: half-up to two decimals, no trailing zeros ("3.5", "0"). */
export function percentText(percent: DecimalString | Big): string {
  const rounded = toBig(percent).round(2, Big.roundHalfUp);
  return rounded.eq(0) ? '0' : rounded.toFixed(2).replace(/\.?0+$/, '');
}

export function priceImpactView(percent: DecimalString | Big): PriceImpactView {
  const status = priceImpactStatus(percent);
  return { status, percent: percentText(percent), high: status !== 'normal' };
}
