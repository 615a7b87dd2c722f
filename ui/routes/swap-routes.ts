import { createRoute, lazyRouteComponent, type SearchSchemaInput } from '@tanstack/react-router';
import { swapPresetSearchSchema, type SwapPresetSearch } from '../../domain/launch/swap-preset-search';
import { loadRouteCatalogs } from './route-catalogs';
import { rootRoute } from './root-route';

/**
 * The swap flow (seed 000 §2; docs/decisions/swap.md "Swaps"). Its five paths share no prefix, so a
 * pathless layout route holds the one swap machine for all of them: the form survives a trip to a
 * token picker or the confirmation and back. Every screen is a lazy route: none of the swap code is
 * in the home route's initial JavaScript. The child paths spell out PATHS.swap,
 * PATHS.selectNetworkFrom, PATHS.selectNetworkTo, PATHS.confirmSwap and PATHS.presetSwapTokensTo
 * (literals, so the router's types know the full paths).
 */
export const swapFlowRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'swap-flow',
  loader: loadRouteCatalogs('swap', 'refusals'),
  component: lazyRouteComponent(() => import('../screens/swap/swap-layout'), 'SwapLayout'),
});

export const swapRoute = createRoute({
  getParentRoute: () => swapFlowRoute,
  path: 'swap',
  // ?to=&chainId= presets a purchase of that token (Buy SWITCH, go to swap for PUNK).
  validateSearch: (search: Partial<SwapPresetSearch> & SearchSchemaInput): SwapPresetSearch => swapPresetSearchSchema.parse(search),
  component: lazyRouteComponent(() => import('../screens/swap/swap-screen'), 'SwapScreen'),
});

export const selectNetworkFromRoute = createRoute({
  getParentRoute: () => swapFlowRoute,
  path: 'selectNetwork/from',
  component: lazyRouteComponent(() => import('../screens/swap/token-picker-screen'), 'SelectFromScreen'),
});

export const selectNetworkToRoute = createRoute({
  getParentRoute: () => swapFlowRoute,
  path: 'selectNetwork/to',
  component: lazyRouteComponent(() => import('../screens/swap/token-picker-screen'), 'SelectToScreen'),
});

export const confirmSwapRoute = createRoute({
  getParentRoute: () => swapFlowRoute,
  path: 'confirmSwap',
  component: lazyRouteComponent(() => import('../screens/swap/confirm-swap-screen'), 'ConfirmSwapScreen'),
});

export const presetSwapTokensToRoute = createRoute({
  getParentRoute: () => swapFlowRoute,
  path: 'presetSwapTokens/to',
  component: lazyRouteComponent(() => import('../screens/swap/preset-swap-screen'), 'PresetSwapScreen'),
});

export const swapRouteTree = swapFlowRoute.addChildren([swapRoute, selectNetworkFromRoute, selectNetworkToRoute, confirmSwapRoute, presetSwapTokensToRoute]);
