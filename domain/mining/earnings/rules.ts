/**
 * The mined-per-day chart as plain data (issue 38 "Mining in pictures"): each day's three kinds
 * stacked, their exact totals (big.js, for the words and the table) and their heights as fractions
 * of the tallest day (floats, for the drawing only). The server decides every figure; the client
 * only adds a day's kinds and scales.
 */
import Big from 'big.js';
import type { MinedDay } from './types';

/** The kinds in their stacking order, bottom first (the legend's order too). */
export const MINED_KINDS = ['claims', 'autoclaims', 'referrals'] as const;
export type MinedKind = (typeof MINED_KINDS)[number];

export interface MinedBar {
  readonly day: string;
  /** The day's exact sum of the three kinds. */
  readonly total: string;
  readonly amounts: Readonly<Record<MinedKind, string>>;
  /** Each kind's height as a fraction of the tallest day's total, 0 to 1; all 0 when nothing was mined. */
  readonly heights: Readonly<Record<MinedKind, number>>;
}

export interface MinedChart {
  readonly bars: readonly MinedBar[];
  /** The tallest day's total (the scale's top). */
  readonly max: string;
  /** Everything mined over the days shown. */
  readonly total: string;
  /** Days with anything mined. */
  readonly activeDays: number;
}

const dayTotal = (day: MinedDay): Big => MINED_KINDS.reduce((sum, kind) => sum.plus(day[kind]), new Big(0));

export function minedChart(days: readonly MinedDay[]): MinedChart {
  const totals = days.map(dayTotal);
  const max = totals.reduce((top, total) => (total.gt(top) ? total : top), new Big(0));
  const scale = (amount: string): number => (max.eq(0) ? 0 : Number(new Big(amount).div(max).toPrecision(6)));
  return {
    bars: days.map((day, index) => ({
      day: day.day,
      total: totals[index]!.toFixed(),
      amounts: { claims: day.claims, autoclaims: day.autoclaims, referrals: day.referrals },
      heights: { claims: scale(day.claims), autoclaims: scale(day.autoclaims), referrals: scale(day.referrals) },
    })),
    max: max.toFixed(),
    total: totals.reduce((sum, total) => sum.plus(total), new Big(0)).toFixed(),
    activeDays: totals.filter((total) => total.gt(0)).length,
  };
}
