import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { FEATURE_PATHS } from './feature-paths';
import { loadRouteCatalogs } from './route-catalogs';
import { rootRoute } from './root-route';

/** The person's settings (issue 37): a lazy route, with its own catalog. */
export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: FEATURE_PATHS.settings,
  loader: loadRouteCatalogs('settings'),
  component: lazyRouteComponent(() => import('../screens/settings/settings-screen'), 'SettingsScreen'),
});
