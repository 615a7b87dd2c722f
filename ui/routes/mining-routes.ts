import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { PATHS } from './paths';
import { loadRouteCatalogs } from './route-catalogs';
import { rootRoute } from './root-route';

/**
 * The mining area (seed 001 §2): a layout route at /mining with an outlet, under which every mining
 * feature mounts its own routes (ui/routes/mining/<feature>.ts, registered in mining-features.ts).
 * Every screen is a lazy route: none of the mining code, nor its wire contract, is in the home
 * route's initial JavaScript (issue 11). The layout loads the mining home's catalog (the home and
 * every feature's tile label), so a tile always has its words.
 *
 * The layout names the area: the header shows its title (static data, read by the root header)
 * instead of the wallet chooser, on the home and on every feature's screen under it. It draws
 * nothing of its own, so it stays an outlet and adds no chunk; "Mining" is the bottom menu's word,
 * already in the first load's catalog.
 */
export const miningLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.mining,
  staticData: { title: msg`Mining` },
  loader: loadRouteCatalogs('mining'),
  component: Outlet,
});

export const miningHomeRoute = createRoute({
  getParentRoute: () => miningLayoutRoute,
  path: '/',
  loader: loadRouteCatalogs('mining', 'payment'),
  component: lazyRouteComponent(() => import('../screens/mining/home/mining-screen'), 'MiningScreen'),
});

export const bigpumpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.bigpump,
  loader: loadRouteCatalogs('mining'),
  component: lazyRouteComponent(() => import('../screens/mining/home/bigpump-screen'), 'BigpumpScreen'),
});
