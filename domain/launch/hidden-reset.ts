/**
 * The hidden reset gesture (seed 000 §2): 25 taps on the wallet chooser title, each within one
 * second of the previous, clear local storage and reload. A pure reducer so the rule is testable
 * without timers; the screen keeps the state and feeds it the clock.
 */
export const RESET_TAPS = 25;
export const RESET_TAP_GAP_MS = 1000;

export interface TapState {
  /** Taps counted in the current run. */
  readonly count: number;
  /** When the last tap of the run happened (epoch ms); null before the first tap. */
  readonly lastTapMs: number | null;
}

export const initialTapState: TapState = { count: 0, lastTapMs: null };

export function registerTap(state: TapState, nowMs: number): { state: TapState; triggered: boolean } {
  const gap = state.lastTapMs === null ? Number.NaN : nowMs - state.lastTapMs;
  // A gap of exactly 1000 ms is still "within one second". A clock that went backwards (negative
  // gap) or a non-finite time cannot prove the taps were close, so the run restarts.
  const continues = Number.isFinite(gap) && gap >= 0 && gap <= RESET_TAP_GAP_MS;
  const count = continues ? state.count + 1 : 1;
  if (count >= RESET_TAPS) return { state: initialTapState, triggered: true };
  return { state: { count, lastTapMs: Number.isFinite(nowMs) ? nowMs : null }, triggered: false };
}
