/**
 * The tasks feature's routes and tile (seed 001 §2: /mining/tasks and /mining/tasks/{tab}; the
 * start tab from the URL, default bigpump, an unknown tab the default). Lazy: its screen, machine,
 * wire contract and catalog arrive with the route.
 */
import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { miningLayoutRoute } from '../mining-routes';
import { PATHS } from '../paths';
import { loadRouteCatalogs } from '../route-catalogs';
import type { MiningFeature } from './feature';

const screen = lazyRouteComponent(() => import('../../screens/mining/tasks/tasks-screen'), 'TasksScreen');

export const tasksRoute = createRoute({
  getParentRoute: () => miningLayoutRoute,
  path: 'tasks',
  staticData: { title: msg`Tasks` },
  loader: loadRouteCatalogs('mining-tasks'),
  component: screen,
});

export const tasksTabRoute = createRoute({
  getParentRoute: () => miningLayoutRoute,
  path: 'tasks/$tab',
  staticData: { title: msg`Tasks` },
  loader: loadRouteCatalogs('mining-tasks'),
  component: screen,
});

export const tasksFeature = {
  id: 'tasks',
  miningRoutes: [tasksRoute, tasksTabRoute],
  rootRoutes: [],
  tile: { id: 'tasks', label: msg`Tasks`, icon: 'tasks', to: PATHS.miningTasks, order: 10 },
} as const satisfies MiningFeature;
