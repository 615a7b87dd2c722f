import type { I18n, MessageDescriptor } from '@lingui/core';
import { createBrowserHistory, createRouter, trimPathRight, type RouterHistory } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { RouteErrorScreen } from '../screens/route-error/route-error-screen';
import { FIRST_MINING_ROUTES, FIRST_ROUTES } from './first-routes';
import type { fullRouteTree } from './full-tree';
import { miningLayoutRoute } from './mining-routes';
import { mountingRoute } from './mounting-route';
import { rootRoute } from './root-route';
import { announceRoutesMounted } from './routes-mounted';

/**
 * The code-based route tree (paths from ./paths.ts) the app starts with: the wallet home and the
 * mining home (first-routes.ts), and one route (mounting-route.ts) where every other path lands
 * until the full tree is mounted (full-tree.ts: once the home is idle, or on arrival). The
 * router's type is the full tree's, so links to every screen are checked.
 */
miningLayoutRoute.addChildren([...FIRST_MINING_ROUTES]);
const firstTree = rootRoute.addChildren([...FIRST_ROUTES, mountingRoute]);

export type FullRouteTree = typeof fullRouteTree;

export interface AppRouterOptions {
  /** Memory history in tests; the browser's by default. */
  readonly history?: RouterHistory | undefined;
  /** The app's i18n instance, once its core catalog is in: lazy routes add their messages to it. */
  readonly i18n: Promise<I18n>;
}

/** What the router gives to mount the full tree after it was built. */
interface RebuildableRouter {
  buildRouteTree(): unknown;
  setRoutes(routes: unknown): void;
}

export function createAppRouter(options: AppRouterOptions) {
  let mounting: Promise<void> | null = null;
  const router = createRouter({
    // The first tree; mountRoutes completes it in place into the full tree.
    routeTree: firstTree as unknown as FullRouteTree,
    context: { i18n: options.i18n, mountRoutes: () => (mounting ??= mountRoutes()) },
    history: options.history ?? createBrowserHistory(),
    // Lazy screens start downloading when a link to them is hovered or focused.
    defaultPreload: 'intent',
    // A failing screen is replaced inside the layout, so the header, menu and back button stay.
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    scrollRestoration: true,
  });
  async function mountRoutes(): Promise<void> {
    try {
      await import('./full-tree');
    } catch (error) {
      // A failed download is tried again on the next arrival at a screen it holds.
      mounting = null;
      throw error;
    }
    const rebuildable = router as unknown as RebuildableRouter;
    rebuildable.setRoutes(rebuildable.buildRouteTree());
    unblock();
    announceRoutesMounted();
  }
  // Until the full tree is mounted, every navigation (a link, back, forward) first mounts it, so the
  // router matches the next address against the full tree: a screen opens directly, not through
  // the mounting route and a second navigation. A failed download lets the navigation go on; the
  // mounting route then shows the error and its retry.
  const unblock = router.history.block({
    blockerFn: async () => {
      await router.options.context.mountRoutes().catch(() => undefined);
      return false;
    },
    enableBeforeUnload: false,
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Writes the address the app launched at as the router keeps it (with every default the routes'
 * search schemas add, e.g. `selectedWalletIndex=0`), before the first load. Left to the router, the
 * RouterProvider does it once mounted, and that replacement loads every match a second time: the
 * first screen's loaders ran twice, and a screen whose catalog failed to download showed its error
 * and then, unasked, retried (docs/decisions/testing.md "One load at launch").
 */
export function settleLaunchAddress(router: AppRouter): void {
  router.updateLatestLocation();
  const launched = router.latestLocation;
  const settled = router.buildLocation({ to: launched.pathname as '/', search: true, params: true, hash: true, state: true, _includeValidateSearch: true });
  // Past the blocker: the address stays the same screen, so nothing needs mounting for it.
  if (trimPathRight(launched.publicHref) !== trimPathRight(settled.publicHref)) router.history.replace(settled.publicHref, settled.state, { ignoreBlocker: true });
}

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
    /**
     * Components this route lends to screens outside it, by name (staking's menu badge and the
     * home card's total), lazy: they arrive with the route tree, never in the first load.
     */
    readonly slots?: Readonly<Record<string, ComponentType>>;
  }
}
