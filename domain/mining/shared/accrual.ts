/**
 * The mining clock (MINING.md, "The mining clock"): what has accrued since the last claim. Pure and
 * exact: speeds are integers of 1e-9 SWITCH per hour, times are epoch milliseconds, the result is
 * an integer of 1e-9 SWITCH, floored once at the end so splitting an interval never loses units to
 * rounding. The sandbox decides values with it; the client's live projection uses the same rule
 * with the one speed the server last reported.
 */

export const HOUR_MS = 3_600_000;
/** The storage is full this long after the last claim ("claim advised every 6 hours"). */
export const CLAIM_PERIOD_MS = 6 * HOUR_MS;

/** A speed in force between two instants; `endsAt` null means for ever (the base speed). */
export interface SpeedSegment {
  /** 1e-9 SWITCH per hour, non-negative. */
  readonly unitsPerHour: bigint;
  readonly startsAt: number;
  readonly endsAt: number | null;
}

/** When the storage of a period that started at `lastClaimAt` is full. */
export const claimDeadline = (lastClaimAt: number): number => lastClaimAt + CLAIM_PERIOD_MS;

/** The part of [from, to) that a segment covers, in ms (0 when they do not meet). */
function overlapMs(segment: SpeedSegment, from: number, to: number): bigint {
  const start = Math.max(segment.startsAt, from);
  const end = Math.min(segment.endsAt ?? Number.POSITIVE_INFINITY, to);
  return end > start ? BigInt(end - start) : 0n;
}

/**
 * 1e-9 SWITCH accrued between `from` and `to`, with no cap: the caller says where the period ends
 * (the client takes the record's own deadline, never a period of its own). Never negative: an
 * interval that ends before it starts accrues nothing.
 */
export function accruedBetween(segments: readonly SpeedSegment[], from: number, to: number): bigint {
  if (to <= from) return 0n;
  let unitMs = 0n;
  for (const segment of segments) {
    if (segment.unitsPerHour < 0n) throw new Error('a speed is never negative');
    unitMs += segment.unitsPerHour * overlapMs(segment, from, to);
  }
  return unitMs / BigInt(HOUR_MS);
}

/**
 * 1e-9 SWITCH accrued between `lastClaimAt` and `now`, capped at the claim deadline (the server's
 * rule). Never negative: a clock behind the last claim accrues nothing.
 */
export const accruedUnits = (segments: readonly SpeedSegment[], lastClaimAt: number, now: number): bigint =>
  accruedBetween(segments, lastClaimAt, Math.min(now, claimDeadline(lastClaimAt)));

/** The speed in force at an instant: the sum of the segments that cover it. */
export function speedAt(segments: readonly SpeedSegment[], at: number): bigint {
  return segments.reduce((sum, segment) => (segment.startsAt <= at && (segment.endsAt === null || at < segment.endsAt) ? sum + segment.unitsPerHour : sum), 0n);
}
