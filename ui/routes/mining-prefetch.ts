/**
 * The mining area, fetched ahead (issue 26 "Mining screens open at once"): every mining route's
 * screen chunk and its catalogs (the router's own preload: lazy component and loaders), and every
 * mining port's adapter with its wire contract, so a tap on the menu's Mining, or on any mining
 * route, finds its code already in the page.
 *
 * A chunk of its own. boot.tsx loads it once, at an idle moment after the home's total is on
 * screen, and never on a data-saving connection (docs/decisions/ui-and-finish.md "Platform finish (issue 26)").
 * The routes are preloaded one after the other, so the prefetch never has more than one route's
 * requests in flight beside whatever the user does meanwhile.
 */
import type { AnyRoute } from '@tanstack/react-router';
import { MINING_PREFETCHED_MARK } from './mining-prefetched-mark';
import type { AppRouter } from './router';

type Preloadable = { readonly preload?: () => Promise<void> };

/** The address to preload a route by, or null for a route with parameters (its chunk is preloaded alone). */
const addressOf = (route: AnyRoute): string | null => (route.fullPath.includes('$') ? null : route.fullPath.replace(/(.)\/$/, '$1'));

let prefetched: Promise<void> | null = null;

/** Fetches the mining area's chunks, once per page however often it is called. */
export function prefetchMining(router: Pick<AppRouter, 'options' | 'preloadRoute'>): Promise<void> {
  prefetched ??= (async () => {
    await router.options.context.mountRoutes();
    // The full tree's chunk, already in the page once mounted; imported here rather than statically,
    // so boot.tsx's import of this module names one chunk, not the tree's (first-load bytes).
    const routes = (await import('./full-tree')).miningRoutes();
    const addresses = [...new Set(routes.map(addressOf).filter((address): address is string => address !== null))];
    for (const to of addresses) await router.preloadRoute({ to: to as '/' }).catch(() => undefined);
    for (const route of routes) if (addressOf(route) === null) await ((route.options.component as Preloadable | undefined)?.preload?.() ?? Promise.resolve()).catch(() => undefined);
    await import('../../adapters/http/mining-ports').then(({ prefetchMiningPorts }) => prefetchMiningPorts()).catch(() => undefined);
    if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(MINING_PREFETCHED_MARK);
  })();
  return prefetched;
}
