import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PATHS } from './paths';
import { loadRouteCatalogs } from './route-catalogs';
import { rootRoute } from './root-route';

/**
 * A token's own page (issue 38): /token/{chainId}/{address}, opened from a token row of the home.
 * A lazy route; the chart library comes later still, with the chart (token-chart.tsx).
 */
export const tokenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.token,
  loader: loadRouteCatalogs('token'),
  component: lazyRouteComponent(() => import('../screens/wallet/token-page/token-page-screen'), 'TokenPageScreen'),
});
