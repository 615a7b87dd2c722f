/**
 * Dates as DD/MM/YYYY. The source shows a zero-based month (an off-by-one); PRODUCT.md fixes it,
 * so the month here is the real one, 01..12.
 *
 * The time zone is an explicit offset in minutes EAST of UTC (Moscow +180, New York -300), so the
 * rule is deterministic. Note the sign is the opposite of Date#getTimezoneOffset: a browser caller
 * passes `-new Date(timestamp).getTimezoneOffset()` (taken at the timestamp, so DST is right).
 */
const MINUTE_MS = 60_000;
/** Real offsets lie within -12:00..+14:00; anything else is a bug upstream, read as UTC. */
const MAX_OFFSET_MINUTES = 14 * 60;

const pad = (value: number, length: number): string => String(value).padStart(length, '0');

/** Epoch ms, or an ISO 8601 string (history entries carry createdAt as ISO). */
export function toTimestamp(value: number | string): number | null {
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
}

/** "DD/MM/YYYY", or null for a value that is not a date. */
export function formatDate(value: number | string, offsetMinutes = 0): string | null {
  const ms = toTimestamp(value);
  if (ms === null) return null;
  const offset = Number.isFinite(offsetMinutes) && Math.abs(offsetMinutes) <= MAX_OFFSET_MINUTES ? offsetMinutes : 0;
  const local = new Date(ms + offset * MINUTE_MS);
  const year = local.getUTCFullYear();
  // Outside 1..9999 there is no four-digit year to show (and Date may be out of range entirely).
  if (Number.isNaN(local.getTime()) || year < 1 || year > 9999) return null;
  return `${pad(local.getUTCDate(), 2)}/${pad(local.getUTCMonth() + 1, 2)}/${pad(year, 4)}`;
}
