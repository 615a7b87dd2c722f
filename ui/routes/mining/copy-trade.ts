/**
 * Copy trading's routes and tile (seed 001 §2 "Copy-trade screens"; docs/decisions/copy-trade.md "Copy
 * trading (issue 24)"). A layout route at /copyTrade holds the one flow machine for the entry
 * loader and its eight screens (the step-to-path rule keeps them in line: back, reload, deep
 * links); the trade detail is its own route at /copyTrade/trade and /trade, with ?tradeID={_id}.
 * Lazy: the screens, machines, wire contract and catalog arrive with the route.
 */
import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadRouteCatalogs } from '../route-catalogs';
import { rootRoute } from '../root-route';
import type { MiningFeature } from './feature';
import { FEATURE_PATHS } from '../feature-paths';

const COPY_TRADE = FEATURE_PATHS.copyTrade;
const COPY_TRADE_DETAIL = FEATURE_PATHS.copyTradeTrade;
const TRADE = FEATURE_PATHS.trade;

export interface TradeSearch {
  readonly tradeID?: string | undefined;
}

/** The trade id from the link, as text (bounded); the server decides whether it is the user's. */
const tradeSearch = (search: Record<string, unknown>): TradeSearch => (typeof search.tradeID === 'string' ? { tradeID: search.tradeID.slice(0, 100) } : {});

export const copyTradeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: COPY_TRADE,
  loader: loadRouteCatalogs('mining-copy-trade'),
  component: lazyRouteComponent(() => import('../../screens/mining/copy-trade/copy-trade-layout'), 'CopyTradeLayout'),
});

// The layout draws the machine's step; these only make the flow's paths known to the router. Generic
// in the path, so the router's type keeps each step's path and links to them need no cast.
const step = <Path extends string>(path: Path) => createRoute({ getParentRoute: () => copyTradeRoute, path });

export const copyTradeRouteTree = copyTradeRoute.addChildren([
  step('/'),
  step('traderAddress'),
  step('chooseTokens'),
  step('chooseNetwork'),
  step('traderDeposit'),
  step('traderSuccessfully'),
  step('traderArchive'),
  step('notBalance'),
]);

const detail = lazyRouteComponent(() => import('../../screens/mining/copy-trade/trade-detail-screen'), 'TradeDetailScreen');

export const copyTradeDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: COPY_TRADE_DETAIL,
  validateSearch: tradeSearch,
  loader: loadRouteCatalogs('mining-copy-trade'),
  component: detail,
});

export const tradeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: TRADE,
  validateSearch: tradeSearch,
  loader: loadRouteCatalogs('mining-copy-trade'),
  component: detail,
});

export const copyTradeFeature = {
  id: 'copy-trade',
  miningRoutes: [],
  rootRoutes: [copyTradeRouteTree, copyTradeDetailRoute, tradeRoute],
  tile: { id: 'copy-trade', label: msg`Copy trading`, icon: 'copy-trade', to: COPY_TRADE, order: 60 },
} as const satisfies MiningFeature;
