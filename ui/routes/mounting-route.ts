import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root-route';

/**
 * Where every path the first route tree does not know lands (first-routes.ts): arriving here
 * mounts the full tree (full-tree.ts, a chunk of its own, also fetched once the home is idle) and
 * goes to the same address again, which the full tree now matches, or shows 'not found'. A link
 * preloaded on intent before that follows the same path without navigating.
 */
export const mountingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: async ({ context, location }) => {
    await context.mountRoutes();
    throw redirect({ href: location.href, replace: true });
  },
});
