/**
 * Countdown rules from a Clock (seed 001 §4): task deadlines, boost timers, the daily reward's
 * "next day on a UTC clock", the trade contest. Pure: the screen ticks, the rules only read time
 * (from anything with `now()`, the Clock port in the app).
 */

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** seed 001 §4: a deadline's colour turns red under 25 % of 24 h remaining (6 hours). */
export const URGENT_BELOW_MS = DAY_MS / 4;

/** Time left until `deadline` (epoch ms), never negative: a past deadline has 0 left. */
export function timeLeftMs(deadline: number, clock: { now(): number }): number {
  const left = deadline - clock.now();
  return Number.isFinite(left) && left > 0 ? left : 0;
}

/** Red: some time is left, but less than a quarter of a day. A passed deadline is expired, not red. */
export function isUrgent(leftMs: number): boolean {
  return leftMs > 0 && leftMs < URGENT_BELOW_MS;
}

/** The start of the next UTC day after `now` (epoch ms); midnight itself counts as the day begun. */
export function nextUtcDayStart(now: number): number {
  return (Math.floor(now / DAY_MS) + 1) * DAY_MS;
}

export interface Countdown {
  readonly days: number;
  /** 0 to 23. */
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** A duration split for display, rounded down to the second (never shows more than is left). */
export function splitDuration(ms: number): Countdown {
  const total = Math.floor(Math.max(0, Number.isFinite(ms) ? ms : 0) / SECOND_MS);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
