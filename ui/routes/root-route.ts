import { createRootRouteWithContext, retainSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { walletSearchSchema, type WalletSearch } from '../../domain/launch/search-params';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { RouteErrorScreen } from '../screens/route-error/route-error-screen';
import { RootLayout } from './root-layout';
import type { RouterContext } from './route-catalogs';

/**
 * The root validates the search every screen shares (selectedWalletIndex, default 0, and tradeID)
 * and keeps the selected wallet in the URL across navigations, so a link need not repeat it. Its
 * context (the app's i18n) is what lazy routes load their messages into.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // A function rather than the bare schema: its parameter type (marked SearchSchemaInput) is what
  // links may pass, so every field stays optional for them while screens read a full WalletSearch.
  validateSearch: (search: Partial<WalletSearch> & SearchSchemaInput): WalletSearch => walletSearchSchema.parse(search),
  search: { middlewares: [retainSearchParams(['selectedWalletIndex'])] },
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteErrorScreen,
});
