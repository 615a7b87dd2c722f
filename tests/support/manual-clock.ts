/**
 * The one clock tests move by hand. It is the domain's Clock port (now()) and also an XState clock
 * (setTimeout/clearTimeout), so a test can hand the same object to the ports and to
 * `createActor(machine, { clock })`: moving it runs every delayed transition that has come due, in
 * order, with now() reading the due time. The sandbox's deps take it as their clock as well.
 */
import type { Clock } from '../../domain/shared/clock';

export interface ManualClock extends Clock {
  set(at: number | Date): void;
  advance(ms: number): void;
  setTimeout(fn: (...args: unknown[]) => void, ms: number): number;
  clearTimeout(id: unknown): void;
}

export const DEFAULT_TEST_NOW = Date.UTC(2025, 3, 1, 12, 0, 0);

export function manualClock(start: number | Date = DEFAULT_TEST_NOW): ManualClock {
  let current = typeof start === 'number' ? start : start.getTime();
  let nextId = 1;
  const timers = new Map<number, { readonly at: number; readonly fn: () => void }>();

  const runDue = (until: number): void => {
    for (;;) {
      let due: [number, { readonly at: number; readonly fn: () => void }] | undefined;
      for (const entry of timers) if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
      if (!due) break;
      timers.delete(due[0]);
      current = Math.max(current, due[1].at);
      due[1].fn();
    }
    current = Math.max(current, until);
  };

  return {
    now: () => current,
    // Setting may move the clock back (a test returning to its start); only moving on runs timers.
    set: (at) => {
      const target = typeof at === 'number' ? at : at.getTime();
      if (target >= current) runDue(target);
      else current = target;
    },
    advance: (ms) => runDue(current + ms),
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.set(id, { at: current + Math.max(0, ms), fn: () => fn() });
      return id;
    },
    clearTimeout: (id) => void timers.delete(id as number),
  };
}
