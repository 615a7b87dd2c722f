import type { I18n, MessageDescriptor } from '@lingui/core';
import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { RouteErrorScreen } from '../screens/route-error/route-error-screen';
import { homeRoute } from './home-route';
import { miningChildRoutes, miningRootRoutes } from './mining-features';
import { bigpumpRoute, miningHomeRoute, miningLayoutRoute } from './mining-routes';
import { refillFromRoute, refillQrRoute, refillToRoute } from './refill-routes';
import { rootRoute } from './root-route';
import { sendRouteTree } from './send-routes';
import { swapRouteTree } from './swap-routes';
import { walletRoute } from './wallet-route';

/**
 * The code-based route tree (paths from ./paths.ts). A mining feature's routes come from its entry
 * in mining-features.ts: its mining routes join the /mining layout, its root routes (/prove,
 * /copyTrade, /trade) the root.
 */
const miningTree = miningLayoutRoute.addChildren([miningHomeRoute, ...miningChildRoutes()]);

export const routeTree = rootRoute.addChildren([
  homeRoute,
  walletRoute,
  refillFromRoute,
  refillToRoute,
  refillQrRoute,
  sendRouteTree,
  swapRouteTree,
  miningTree,
  bigpumpRoute,
  ...miningRootRoutes(),
]);

export interface AppRouterOptions {
  /** Memory history in tests; the browser's by default. */
  readonly history?: RouterHistory | undefined;
  /** The app's i18n instance, once its core catalog is in: lazy routes add their messages to it. */
  readonly i18n: Promise<I18n>;
}

export function createAppRouter(options: AppRouterOptions) {
  return createRouter({
    routeTree,
    context: { i18n: options.i18n },
    history: options.history ?? createBrowserHistory(),
    // Lazy screens start downloading when a link to them is hovered or focused.
    defaultPreload: 'intent',
    // A failing screen is replaced inside the layout, so the header, menu and back button stay.
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /**
     * The header's title for this route and every route under it (the mining area's "Mining"),
     * instead of the wallet chooser. A `msg` descriptor: only its id ships with the route tree.
     */
    readonly title?: MessageDescriptor;
  }
}
