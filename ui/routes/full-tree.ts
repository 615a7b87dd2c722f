/**
 * The full route tree: the first routes, the wallet core's screens and every mining feature's
 * (mining-features.ts). Importing this module mounts them into the route objects; the router then
 * rebuilds its index (router.ts `mountRoutes`). A chunk of its own, never in the home's first load.
 */
import { FIRST_MINING_ROUTES } from './first-routes';
import { homeRoute } from './home-route';
import { miningChildRoutes, miningRootRoutes } from './mining-features';
import { bigpumpRoute } from './bigpump-route';
import { miningLayoutRoute } from './mining-routes';
import { refillFromRoute, refillQrRoute, refillToRoute } from './refill-routes';
import { rootRoute } from './root-route';
import { sendRouteTree } from './send-routes';
import { swapRouteTree } from './swap-routes';
import { receiptRoute } from './receipt-route';
import { settingsRoute } from './settings-route';
import { tokenRoute } from './token-route';
import { walletRoute } from './wallet-route';

// addChildren mounts in place and returns the same route typed with its children: the tree is built
// from that return value, so the router's type (router.ts FullRouteTree) knows every /mining/...
// path and links to them type-check without casts. The first load only imports this type.
const miningTree = miningLayoutRoute.addChildren([...FIRST_MINING_ROUTES, ...miningChildRoutes()]);

export const fullRouteTree = rootRoute.addChildren([
  homeRoute,
  miningTree,
  walletRoute,
  refillFromRoute,
  refillToRoute,
  refillQrRoute,
  sendRouteTree,
  swapRouteTree,
  tokenRoute,
  receiptRoute,
  settingsRoute,
  bigpumpRoute,
  ...miningRootRoutes(),
]);

/**
 * What starts once the app is up: the due-banner check (issue 25) and the messenger's native pieces
 * (issue 37), reached through this chunk, which the app fetches as it boots anyway: the home's first
 * load then names no chunk of theirs (docs/decisions/banners.md "Banners").
 */
export const loadAfterBoot = () => import('../shell/after-boot');
