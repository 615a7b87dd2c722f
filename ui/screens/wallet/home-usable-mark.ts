/** A User Timing mark when the home first shows a figure: `npm run bench` reads it, and so could RUM. */
export const HOME_USABLE_MARK = 'home-usable';

export function markHomeUsable(): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(HOME_USABLE_MARK).length === 0) performance.mark(HOME_USABLE_MARK);
}
