/**
 * The external wallet connection (TON Connect) is dropped at start when no session date is stored
 * or it is older than one hour (seed 000 §4); connecting stores the time of the connection.
 */
import type { Clock } from '../shared/clock';

export const WALLET_SESSION_MS = 60 * 60 * 1000;

/**
 * Exactly one hour old still counts as fresh ("older than 1 hour" drops). A date in the future
 * cannot be trusted (clock changed, value tampered), so it drops the session too: reconnecting is
 * cheap, a stale session is not.
 */
export function shouldDropWalletSession(storedDate: number | null, nowMs: number): boolean {
  if (storedDate === null || !Number.isFinite(storedDate) || !Number.isFinite(nowMs)) return true;
  const age = nowMs - storedDate;
  return age < 0 || age > WALLET_SESSION_MS;
}

/** The value to store under walletSessionDate when the wallet connects. */
export function walletSessionDate(clock: Clock): number {
  return clock.now();
}
