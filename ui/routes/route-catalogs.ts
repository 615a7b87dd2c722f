/**
 * What every route may read from the router: the app's i18n instance, as a promise because boot.tsx
 * starts the router (matching the first route, loading its chunk) while the core catalog downloads.
 */
import type { I18n } from '@lingui/core';
import { loadCatalogs, type FeatureCatalog } from '../i18n/i18n';

export interface RouterContext {
  readonly i18n: Promise<I18n>;
  /** Mounts every route beyond the first ones (full-tree.ts), once; see mounting-route.ts. */
  readonly mountRoutes: () => Promise<void>;
}

/**
 * A lazy route's loader: the feature's messages join the app's catalog while its screen's chunk
 * downloads (the router runs both at once, also when a link is hovered), and the screen renders
 * only once both are in, so no message id ever shows. A failed catalog download fails the route
 * as a failed chunk does: the route's error screen, with its retry.
 */
export const loadRouteCatalogs =
  (...features: FeatureCatalog[]) =>
  async ({ context }: { context: RouterContext }): Promise<void> =>
    loadCatalogs(await context.i18n, features);
