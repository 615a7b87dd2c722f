/**
 * Proof of humanity's routes and tile (seed 001 §2: /prove, /prove/loader, /prove/code,
 * /prove/failed, /prove/success, at the root). A layout route at /prove holds the one proof
 * machine for its five screens, so moving between them keeps it; the children only name the
 * addresses (the layout draws the screen of the machine's step). Lazy: the screens, machine, wire
 * contract and catalog arrive with the route.
 */
import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalogs } from '../route-catalogs';
import { rootRoute } from '../root-route';
import type { MiningFeature } from './feature';
import { FEATURE_PATHS } from '../feature-paths';

export const proveRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: FEATURE_PATHS.prove,
  // The proof is mining's although its path is at the root: the header names it, as under /mining.
  staticData: { title: msg`Proof of humanity` },
  loader: loadRouteCatalogs('mining-prove', 'payment'),
  component: lazyRouteComponent(() => import('../../screens/mining/prove/prove-layout'), 'ProveLayout'),
});

const child = (path: 'loader' | 'code' | 'failed' | 'success' | '/') => createRoute({ getParentRoute: () => proveRoute, path });

export const proveRouteTree = proveRoute.addChildren([child('/'), child('loader'), child('code'), child('failed'), child('success')]);

export const proveFeature = {
  id: 'prove',
  miningRoutes: [],
  rootRoutes: [proveRouteTree],
  // Users outside a human group, or confirmed already, would only be sent back to mining: no tile.
  tile: { id: 'prove', label: msg`Proof of humanity`, icon: 'prove', to: FEATURE_PATHS.prove, order: 60, shownWhen: 'offersProof' },
} as const satisfies MiningFeature;
