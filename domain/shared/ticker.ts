/**
 * The clock's tick of a screen that counts down (the mining home, tasks, friends, staking, the
 * auction): an actor that sends `clock.tick` with the Clock port's time, every `everyMs`.
 */
import { fromCallback, type EventObject } from 'xstate';
import type { Clock } from './clock';

/** Timers of the tick: the global ones in the app, the manual clock in tests. */
export interface TickTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export const globalTimers: TickTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
};

export interface TickerOptions {
  readonly everyMs: number;
  /** Send the first tick at once (a screen showing a countdown from its first frame), not after one period. */
  readonly atOnce: boolean;
}

export function clockTicker<TEvent extends EventObject>(clock: Clock, timers: TickTimers, { everyMs, atOnce }: TickerOptions) {
  return fromCallback<TEvent>(({ sendBack }) => {
    // A chain of timeouts rather than an interval: the manual clock of the tests has only these.
    let id: unknown;
    const tick = () => {
      sendBack({ type: 'clock.tick', now: clock.now() });
      id = timers.setTimeout(tick, everyMs);
    };
    if (atOnce) tick();
    else id = timers.setTimeout(tick, everyMs);
    return () => timers.clearTimeout(id);
  });
}
