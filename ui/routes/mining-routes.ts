import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PATHS } from './paths';
import { loadRouteCatalogs } from './route-catalogs';
import { rootRoute } from './root-route';

/**
 * The mining area (seed 001 §2): a layout route at /mining with an outlet, under which every mining
 * feature mounts its own routes (ui/routes/mining/<feature>.ts, registered in mining-features.ts).
 * Every screen is a lazy route: none of the mining code, nor its wire contract, is in the home
 * route's initial JavaScript (issue 11). The layout loads the mining home's catalog (the home and
 * every feature's tile label), so a tile always has its words, and the purchase screens'.
 *
 * The layout names the area: the header shows its title (static data, read by the root header)
 * instead of the wallet chooser, on the mining home; every feature's route names its own screen
 * (issue 42: Frens, Guilds, Staking...), the deepest title winning. It draws nothing of its own
 * (an outlet) and adds no chunk; "Mining" is the bottom menu's word, already in the first load's
 * catalog.
 */
export const miningLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.mining,
  staticData: { title: msg`Mining` },
  // Most mining features sell something (autoclaim, staking, proof, donations, the SBT): the
  // purchase screens' catalog comes with the area's.
  loader: loadRouteCatalogs('mining', 'payment'),
  // No component: a route without one renders its children's outlet.
});

export const miningHomeRoute = createRoute({
  getParentRoute: () => miningLayoutRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../screens/mining/home/mining-screen'), 'MiningScreen'),
});
