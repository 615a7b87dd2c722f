import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { refillQrSearchSchema, refillToSearchSchema, type RefillQrSearch, type RefillToSearch } from '../screens/refill/refill-search';
import { PATHS } from './paths';
import { loadRouteCatalogs } from './route-catalogs';
import { rootRoute } from './root-route';

/**
 * The deposit flow (seed 000 §2). Lazy routes: the QR screen pulls the `qrcode` package, which must
 * never be part of the home route's initial JavaScript. Search schemas fall back instead of failing.
 */
export const refillFromRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.refillFrom,
  loader: loadRouteCatalogs('refill'),
  component: lazyRouteComponent(() => import('../screens/refill/refill-from-screen'), 'RefillFromScreen'),
});

export const refillToRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.refillTo,
  loader: loadRouteCatalogs('refill'),
  validateSearch: (search: Record<string, unknown>): RefillToSearch => refillToSearchSchema.parse(search),
  component: lazyRouteComponent(() => import('../screens/refill/refill-to-screen'), 'RefillToScreen'),
});

export const refillQrRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.refillQr,
  loader: loadRouteCatalogs('refill'),
  validateSearch: (search: Record<string, unknown>): RefillQrSearch => refillQrSearchSchema.parse(search),
  component: lazyRouteComponent(() => import('../screens/refill/refill-qr-screen'), 'RefillQrScreen'),
});
