/**
 * The speed's breakdown (issue 20 "Why is my speed what it is"): /mining/speed, opened by tapping
 * the speed on the mining home; no tile. Lazy: the screen, machine, contract and catalog arrive with
 * the route.
 */
import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { miningLayoutRoute } from '../mining-routes';
import { loadRouteCatalogs } from '../route-catalogs';
import type { MiningFeature } from './feature';

export const speedRoute = createRoute({
  getParentRoute: () => miningLayoutRoute,
  path: 'speed',
  staticData: { title: msg`Mining speed` },
  loader: loadRouteCatalogs('mining-speed'),
  component: lazyRouteComponent(() => import('../../screens/mining/speed/speed-screen'), 'SpeedScreen'),
});

export const speedFeature = { id: 'speed', miningRoutes: [speedRoute], rootRoutes: [] } as const satisfies MiningFeature;
