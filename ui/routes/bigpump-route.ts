import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PATHS } from './paths';
import { loadRouteCatalogs } from './route-catalogs';
import { rootRoute } from './root-route';

/**
 * /bigpump (seed 001 §1, §2): opens the BigPump link and returns. A file of its own, apart from the
 * mining layout (mining-routes.ts, in the first load): only the full tree (full-tree.ts) needs it.
 */
export const bigpumpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.bigpump,
  loader: loadRouteCatalogs('mining'),
  component: lazyRouteComponent(() => import('../screens/mining/home/bigpump-screen'), 'BigpumpScreen'),
});
