/**
 * The User Timing mark mining-prefetch.ts sets once the mining area's chunks are in: `npm run bench`
 * and the end-to-end test wait for it. A module of its own, so Node code reads it without the routes.
 */
export const MINING_PREFETCHED_MARK = 'mining-prefetched';
