/**
 * The donation's routes and tile (seed 001 §2: /mining/donate and /mining/donate/hallOfFame). Lazy:
 * the screens, machine, wire contract and catalogs (its own and the purchase screens') arrive with
 * the route.
 */
import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { miningLayoutRoute } from '../mining-routes';
import { loadRouteCatalogs } from '../route-catalogs';
import type { MiningFeature } from './feature';
import { FEATURE_PATHS } from '../feature-paths';

export const donateRoute = createRoute({
  getParentRoute: () => miningLayoutRoute,
  path: 'donate',
  staticData: { title: msg`Donate` },
  loader: loadRouteCatalogs('mining-donate', 'payment'),
  component: lazyRouteComponent(() => import('../../screens/mining/donate/donate-screen'), 'DonateScreen'),
});

export const hallOfFameRoute = createRoute({
  getParentRoute: () => miningLayoutRoute,
  path: 'donate/hallOfFame',
  staticData: { title: msg`Hall of fame` },
  loader: loadRouteCatalogs('mining-donate', 'payment'),
  component: lazyRouteComponent(() => import('../../screens/mining/donate/hall-of-fame-screen'), 'HallOfFameScreen'),
});

export const donateFeature = {
  id: 'donate',
  miningRoutes: [donateRoute, hallOfFameRoute],
  rootRoutes: [],
  tile: { id: 'donate', label: msg`Donate`, icon: 'donate', to: FEATURE_PATHS.miningDonate, order: 60 },
} as const satisfies MiningFeature;
