/**
 * The friends screen's route and tile (seed 001 §2: /mining/frens). Lazy: its screen, machine, wire
 * contract and catalog (`mining-guilds`, shared with the guilds screens) arrive with the route.
 */
import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { miningLayoutRoute } from '../mining-routes';
import { loadRouteCatalogs } from '../route-catalogs';
import type { MiningFeature } from './feature';
import { FEATURE_PATHS } from '../feature-paths';

export const frensRoute = createRoute({
  getParentRoute: () => miningLayoutRoute,
  path: 'frens',
  staticData: { title: msg`Frens` },
  loader: loadRouteCatalogs('mining-guilds'),
  component: lazyRouteComponent(() => import('../../screens/mining/guilds/frens-screen'), 'FrensScreen'),
});

export const frensFeature = {
  id: 'frens',
  miningRoutes: [frensRoute],
  rootRoutes: [],
  tile: { id: 'frens', label: msg`Frens`, icon: 'frens', to: FEATURE_PATHS.miningFrens, order: 20 },
} as const satisfies MiningFeature;
