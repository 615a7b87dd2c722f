/**
 * The auction's route and tile (seed 001 §2: /mining/auction; MINING.md "Routes": reached from the
 * mining home). Lazy: its screen, machine, wire contract and catalog arrive with the route.
 */
import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { miningLayoutRoute } from '../mining-routes';
import { loadRouteCatalogs } from '../route-catalogs';
import type { MiningFeature } from './feature';
import { FEATURE_PATHS } from '../feature-paths';

export const auctionRoute = createRoute({
  getParentRoute: () => miningLayoutRoute,
  path: 'auction',
  staticData: { title: msg`Auction` },
  loader: loadRouteCatalogs('mining-auction'),
  component: lazyRouteComponent(() => import('../../screens/mining/auction/auction-screen'), 'AuctionScreen'),
});

export const auctionFeature = {
  id: 'auction',
  miningRoutes: [auctionRoute],
  rootRoutes: [],
  tile: { id: 'auction', label: msg`Auction`, icon: 'auction', to: FEATURE_PATHS.miningAuction, order: 20 },
} as const satisfies MiningFeature;
