/**
 * Fresh quotes (issue 12): how long a quote stays valid, when to ask again before it expires, and
 * when a quote that changed on its own asks the user to look again before confirming.
 *
 * - Validity: the server's expiresAt read against our clock when the answer came. A quote that is
 *   already expired by our clock (a clock ahead of the server's) or unreadable is taken as valid
 *   for FALLBACK_VALIDITY_MS, the servers' usual lifetime, rather than refreshed in a loop; no
 *   quote is trusted for more than MAX_VALIDITY_MS (a clock far behind).
 * - Refresh: REFRESH_LEAD_MS before the deadline (a quarter of the validity for short-lived
 *   quotes), and never sooner than one quote debounce window after the last answer.
 * - Look again: the amount received moved by more than the price-impact warning threshold (2 %)
 *   against the quote the user last looked at.
 */
import { toBig } from '../money/big-decimal';
import { PRICE_IMPACT_WARNING_ABOVE, percentText } from './price-impact';
import type { Quote } from './types';

export const FALLBACK_VALIDITY_MS = 60_000;
export const MAX_VALIDITY_MS = 10 * 60_000;
export const REFRESH_LEAD_MS = 10_000;

/** The quote's validity from when it was received, in ms. */
export function quoteValidityMs(quote: Quote, receivedAt: number): number {
  const left = Date.parse(quote.route.expiresAt) - receivedAt;
  if (!Number.isFinite(left) || left <= 0) return FALLBACK_VALIDITY_MS;
  return Math.min(left, MAX_VALIDITY_MS);
}

/** How long before the deadline a refresh is asked for. */
export function refreshLeadMs(validityMs: number): number {
  return Math.min(REFRESH_LEAD_MS, Math.max(0, validityMs) / 4);
}

/**
 * Milliseconds from `now` until the refresh: the lead before the deadline, but never less than
 * `minimumMs` (the debounce window), so a quote never refreshes more than once per window.
 */
export function refreshDelayMs(deadline: number, validityMs: number, now: number, minimumMs: number): number {
  const due = deadline - refreshLeadMs(validityMs) - now;
  return Math.max(minimumMs, Number.isFinite(due) ? due : minimumMs);
}

export interface QuoteChange {
  /** How much the amount received moved, in percent, half-up to two decimals, no sign ("3.1"). */
  readonly percent: string;
  readonly direction: 'up' | 'down';
}

/**
 * How the amount received moved from what the user looked at to the fresh quote, when it moved by
 * more than the price-impact warning threshold; null otherwise (or when nothing was looked at).
 */
export function quoteChange(seenToAmount: string | null, fresh: Quote): QuoteChange | null {
  if (seenToAmount === null) return null;
  const seen = toBig(seenToAmount);
  if (seen.lte(0)) return null;
  const moved = toBig(fresh.route.toAmount).minus(seen).div(seen).times(100);
  if (moved.abs().lte(PRICE_IMPACT_WARNING_ABOVE)) return null;
  return { percent: percentText(moved.abs()), direction: moved.gt(0) ? 'up' : 'down' };
}
