/** Clocks for the sandbox: the real one, and one tests set by hand (expiry, deadlines, campaigns). */
import type { Clock } from '../../domain/ports';

export const systemClock: Clock = { now: () => Date.now() };

export interface FixedClock extends Clock {
  set(at: Date | number): void;
  advance(ms: number): void;
}

/** A clock that stands still until the test moves it. */
export function fixedClock(at: Date | number): FixedClock {
  let current = typeof at === 'number' ? at : at.getTime();
  return {
    now: () => current,
    set: (next) => {
      current = typeof next === 'number' ? next : next.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
