import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PATHS } from './paths';
import { loadRouteCatalogs } from './route-catalogs';
import { rootRoute } from './root-route';

/**
 * The mining area (seed 001 §2). Every screen is a lazy route: none of the mining code, nor its
 * wire contract, is in the home route's initial JavaScript (issue 11).
 */
export const miningRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.mining,
  loader: loadRouteCatalogs('mining'),
  component: lazyRouteComponent(() => import('../screens/mining/mining-screen'), 'MiningScreen'),
});

export const bigpumpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.bigpump,
  loader: loadRouteCatalogs('mining'),
  component: lazyRouteComponent(() => import('../screens/mining/bigpump-screen'), 'BigpumpScreen'),
});
