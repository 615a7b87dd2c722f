/**
 * The host page's clock moves and how it words the sandbox's time, shared by the page's markup
 * (page.ts) and its script (client/clock-control.ts). No imports: the page's script bundles it.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** What the server accepts in one move (platform/clock.ts MAX_CLOCK_MOVE_MS). */
export const MAX_MOVE_MS = 10 * 366 * DAY_MS;

export interface ClockAnswer {
  readonly now: string;
  readonly aheadMs: number;
}

/** '+1 d 6 h 5 min ahead of real time', or 'real time' within a minute of it. */
export function describeAhead(aheadMs: number): string {
  const minutes = Math.round(aheadMs / MINUTE_MS);
  if (minutes === 0) return 'real time';
  const sign = minutes < 0 ? '−' : '+';
  let left = Math.abs(minutes);
  const days = Math.floor(left / (24 * 60));
  left -= days * 24 * 60;
  const hours = Math.floor(left / 60);
  const parts = [days > 0 ? `${days} d` : '', hours > 0 ? `${hours} h` : '', left % 60 > 0 ? `${left % 60} min` : ''].filter(Boolean);
  return `${sign}${parts.join(' ')} ${minutes < 0 ? 'behind' : 'ahead of'} real time`;
}

/** A move typed by hand: a positive amount of minutes, hours or days, in ms; null when it is not one. */
export function typedMoveMs(amount: string, unitMs: number): number | null {
  const text = amount.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const ms = Math.round(Number(text) * unitMs);
  return ms > 0 && ms <= MAX_MOVE_MS ? ms : null;
}

export const CLOCK_MOVES = [
  { label: '+1 h', ms: HOUR_MS, testId: 'host-clock-plus-1h' },
  { label: '+6 h', ms: 6 * HOUR_MS, testId: 'host-clock-plus-6h' },
  { label: '+1 day', ms: DAY_MS, testId: 'host-clock-plus-1d' },
] as const;

export const CLOCK_UNITS = [
  { label: 'minutes', ms: MINUTE_MS },
  { label: 'hours', ms: HOUR_MS },
  { label: 'days', ms: DAY_MS },
] as const;
