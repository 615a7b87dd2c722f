/**
 * The sandbox clock driven by hand, for unit tests of the sandbox: a ManualClock (manual-clock.ts)
 * that is also the SandboxClock the deps take, so a test moves the sandbox's time with
 * `deps.clock.advance(ms)` and reads it with `deps.clock.now()`, deterministically. The store is
 * not asked (the running sandbox reads the database's clock instead, sandbox/platform/clock.ts);
 * the controls' moves follow the same rules (forward only, bounded).
 */
import { checkMove, ClockBackwards, type SandboxClock } from '../../sandbox/platform/clock';
import { manualClock, type ManualClock } from './manual-clock';

export type ManualSandboxClock = ManualClock & SandboxClock;

/** Wraps `clock` (a new manual clock by default): moving either moves both. */
export function manualSandboxClock(clock: ManualClock = manualClock()): ManualSandboxClock {
  return {
    ...clock,
    read: async () => clock.now(),
    moveBy: async (_q, ms) => {
      clock.advance(checkMove(ms));
      return clock.now();
    },
    moveTo: async (_q, at) => {
      if (at < clock.now()) throw new ClockBackwards(clock.now());
      clock.set(at);
      return clock.now();
    },
  };
}
