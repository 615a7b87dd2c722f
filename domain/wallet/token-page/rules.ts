/**
 * The spans of the token page's chart (issue 38) and what is read from a series. Shared with the
 * sandbox, which serves each span's instants from these windows, so both sides agree on the point
 * counts: every span stays under MAX_PRICE_POINTS however the clock reads.
 */
import Big from 'big.js';
import { toBig } from '../../money/big-decimal';
import type { DecimalString } from '../../money/types';
import type { PricePoint, PriceSpan } from './types';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How far back each span reaches and how far apart its points are (the wallets' usual resolutions). */
export const SPAN_WINDOWS: Readonly<Record<PriceSpan, { readonly windowMs: number; readonly stepMs: number }>> = {
  '1D': { windowMs: DAY_MS, stepMs: 15 * MINUTE_MS },
  '7D': { windowMs: 7 * DAY_MS, stepMs: HOUR_MS },
  '1M': { windowMs: 30 * DAY_MS, stepMs: 6 * HOUR_MS },
  '1Y': { windowMs: 365 * DAY_MS, stepMs: DAY_MS },
};

/** The most points a span can have: its steps, one more for a window that starts on a step, and the instant itself. */
export const MAX_PRICE_POINTS = Math.max(...Object.values(SPAN_WINDOWS).map(({ windowMs, stepMs }) => windowMs / stepMs)) + 2;

/**
 * The instants of a span ending at `nowMs`: every multiple of the step inside the window (so two
 * reads a minute apart share their points and the chart does not shimmer), then `nowMs` itself,
 * whose price is the one the server quotes at that instant.
 */
export function spanInstants(span: PriceSpan, nowMs: number): number[] {
  const { windowMs, stepMs } = SPAN_WINDOWS[span];
  const instants: number[] = [];
  for (let at = Math.ceil((nowMs - windowMs) / stepMs) * stepMs; at < nowMs; at += stepMs) instants.push(at);
  instants.push(nowMs);
  return instants;
}

export interface PriceChange {
  /** The price now: the series' last point. */
  readonly last: DecimalString;
  /** The last minus the first, in USD. */
  readonly absolute: DecimalString;
  /** The change as a percentage of the first, 2 decimals; null when the first is zero. */
  readonly percent: DecimalString | null;
  readonly direction: 'up' | 'down' | 'flat';
}

/** What the page says above the chart: the last price and its move over the span; null for an empty series. */
export function priceChange(points: readonly PricePoint[]): PriceChange | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const from = toBig(first.usd);
  const to = toBig(last.usd);
  const absolute = to.minus(from);
  return {
    last: last.usd,
    absolute: absolute.toFixed(),
    percent: from.eq(0) ? null : absolute.times(100).div(from).round(2, Big.roundHalfUp).toFixed(2),
    direction: absolute.gt(0) ? 'up' : absolute.lt(0) ? 'down' : 'flat',
  };
}

/**
 * A price as the page shows it: cents from a dollar up; below that, enough decimals for four
 * significant digits (a price of 0.0000098 USD is not "0.00"). Exact: rounded from the decimal string.
 */
export function priceText(usd: DecimalString): string {
  const value = toBig(usd);
  if (value.abs().gte(1) || value.eq(0)) return value.toFixed(2, Big.roundHalfUp);
  return value.toFixed(Math.max(2, 3 - value.e), Big.roundHalfUp);
}
