import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root-route';

/**
 * Where a path the first route tree does not know lands (first-routes.ts) when no navigation
 * mounted the full tree first (router.ts mounts it before every navigation until it is in, and
 * boot.tsx before a launch on such a path): the app launched at such an address, or a link
 * preloaded on intent. Arriving here mounts the full tree (full-tree.ts) and goes to the same
 * address again, which the full tree now matches, or shows 'not found'; a preload only mounts.
 */
export const mountingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: async ({ context, location, preload }) => {
    await context.mountRoutes();
    if (!preload) throw redirect({ href: location.href, replace: true });
  },
});
