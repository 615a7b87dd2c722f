import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PATHS } from './paths';
import { loadRouteCatalogs } from './route-catalogs';
import { rootRoute } from './root-route';

/**
 * A transaction's receipt (issue 38): /history/{id}, a page rather than a sheet so a link opens it
 * cold (the messenger's back returns to where it was opened from). A lazy route.
 */
export const receiptRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.receipt,
  loader: loadRouteCatalogs('receipt'),
  component: lazyRouteComponent(() => import('../screens/wallet/receipt/receipt-screen'), 'ReceiptScreen'),
});
