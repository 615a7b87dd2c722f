import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PATHS } from './paths';
import { loadRouteCatalogs } from './route-catalogs';
import { rootRoute } from './root-route';

/**
 * Sub-screens are lazy: their code (and later TON Connect UI, QR, the mining area) is fetched when
 * the route is first visited, never with the home route. New routes follow this pattern.
 */
export const walletRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.wallet,
  loader: loadRouteCatalogs('wallet'),
  component: lazyRouteComponent(() => import('../screens/wallet/wallet-screen'), 'WalletScreen'),
});
