/**
 * The guilds screens' routes and tile (seed 001 §2: /mining/guilds and /mining/guilds/alliance/{name}).
 * Lazy: screens, machines, wire contract and catalog (`mining-guilds`) arrive with the route.
 */
import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { miningLayoutRoute } from '../mining-routes';
import { loadRouteCatalogs } from '../route-catalogs';
import type { MiningFeature } from './feature';
import { FEATURE_PATHS } from '../feature-paths';

export const guildsRoute = createRoute({
  getParentRoute: () => miningLayoutRoute,
  path: 'guilds',
  staticData: { title: msg`Guilds` },
  loader: loadRouteCatalogs('mining-guilds'),
  component: lazyRouteComponent(() => import('../../screens/mining/guilds/guilds-screen'), 'GuildsScreen'),
});

export const allianceRoute = createRoute({
  getParentRoute: () => miningLayoutRoute,
  path: 'guilds/alliance/$name',
  staticData: { title: msg`Alliance` },
  loader: loadRouteCatalogs('mining-guilds'),
  component: lazyRouteComponent(() => import('../../screens/mining/guilds/alliance-screen'), 'AllianceScreen'),
});

export const guildsFeature = {
  id: 'guilds',
  miningRoutes: [guildsRoute, allianceRoute],
  rootRoutes: [],
  tile: { id: 'guilds', label: msg`Guilds`, icon: 'guilds', to: FEATURE_PATHS.miningGuilds, order: 30 },
} as const satisfies MiningFeature;
