/** A User Timing mark when the home first shows a figure: `npm run bench` reads it, and so could RUM. */
export const HOME_USABLE_MARK = 'home-usable';

let afterUsable: (() => void) | null = null;

export function markHomeUsable(): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function' && performance.getEntriesByName(HOME_USABLE_MARK).length === 0) performance.mark(HOME_USABLE_MARK);
  afterUsable?.();
  afterUsable = null;
}

/** Runs `task` once, when the home's total is first on screen (boot.tsx: the mining prefetch, at the next idle moment). */
export function afterHomeUsable(task: () => void): void {
  afterUsable = task;
}
