import { createRoute, lazyRouteComponent, type SearchSchemaInput } from '@tanstack/react-router';
import { sendPresetSearchSchema, type SendPresetSearch } from '../screens/send/send-search';
import { PATHS } from './paths';
import { loadRouteCatalogs } from './route-catalogs';
import { rootRoute } from './root-route';

/**
 * The send flow (seed 000 §2; docs/decisions/send.md "Send routes"): a layout route at /send holds the
 * one send machine for its four screens, so the form survives moving between them. The child
 * paths spell out PATHS.send, PATHS.sendInfo, PATHS.sendConfirm and PATHS.sendSuccess (literals, so
 * the router's types know the full paths).
 */
export const sendRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.send,
  loader: loadRouteCatalogs('send', 'refusals'),
  // The token page's Send names its token (issue 38); the first step then picks it.
  validateSearch: (search: Partial<SendPresetSearch> & SearchSchemaInput): SendPresetSearch => sendPresetSearchSchema.parse(search),
  component: lazyRouteComponent(() => import('../screens/send/send-layout'), 'SendLayout'),
});

export const sendTokenRoute = createRoute({
  getParentRoute: () => sendRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../screens/send/send-token-screen'), 'SendTokenScreen'),
});

export const sendInfoRoute = createRoute({
  getParentRoute: () => sendRoute,
  path: 'info',
  component: lazyRouteComponent(() => import('../screens/send/send-info-screen'), 'SendInfoScreen'),
});

export const sendConfirmRoute = createRoute({
  getParentRoute: () => sendRoute,
  path: 'confirm',
  component: lazyRouteComponent(() => import('../screens/send/send-confirm-screen'), 'SendConfirmScreen'),
});

export const sendSuccessRoute = createRoute({
  getParentRoute: () => sendRoute,
  path: 'success',
  component: lazyRouteComponent(() => import('../screens/send/send-success-screen'), 'SendSuccessScreen'),
});

export const sendRouteTree = sendRoute.addChildren([sendTokenRoute, sendInfoRoute, sendConfirmRoute, sendSuccessRoute]);
