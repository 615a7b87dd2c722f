import { createRoute } from '@tanstack/react-router';
import { HomeScreen } from '../screens/home/home-screen';
import { PATHS } from './paths';
import { rootRoute } from './root-route';

/** The wallet home: the launch screen, so it is the one route that is not lazy. */
export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.home,
  component: HomeScreen,
});
