/**
 * Build time only (scripts/vite-prerender-shell.ts loads it through Vite's SSR loader): the home
 * exactly as the app's first render draws it, in its loading state, as HTML for index.html. The
 * browser paints it before any JavaScript has run; React then replaces it with the same markup.
 *
 * The app's own tree (providers, router, root layout, home route) renders here, so the shell can
 * never drift from the screen: only the ports differ, and every call they receive stays pending,
 * which is the loading state the first client render shows too.
 */
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { AppConfig } from '../../adapters/config';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import type { Language } from '../../domain/launch/language';
import type { Ports } from '../../domain/ports';
import { AppProviders } from '../app-providers';
import { createI18n } from '../i18n/i18n';
import { PATHS } from '../routes/paths';
import { createAppRouter } from '../routes/router';
import { EARLY_TOTAL_SLOT } from '../screens/wallet/early-total';
import { TotalBalance } from '../screens/wallet/total-balance';

/** A port whose every method answers nothing, ever: the state the first client render is in. */
function inert<T extends object>(fields: Partial<NoInfer<T>> = {}): T {
  return new Proxy(fields as T, {
    get: (target, key) => (key in target ? target[key as keyof T] : () => new Promise<never>(() => undefined)),
  });
}

const config: AppConfig = {
  mainServers: ['https://shell.invalid'],
  miningServers: ['https://shell.invalid'],
  timeoutMs: 30_000,
  slowMs: 25_000,
  botUrl: 'https://shell.invalid',
  tonConnectManifestUrl: '/tonconnect-manifest.json',
  messengerOrigin: 'https://shell.invalid',
  externalWallet: 'tonconnect',
  partnerWalletUrl: 'https://shell.invalid',
  bigpumpUrl: 'https://shell.invalid',
  switchTokenAddress: 'shell.invalid',
  punkTokenAddress: 'shell.invalid',
  inspect: false,
};

function shellPorts(): Ports {
  const logger = { warn: () => undefined, error: () => undefined };
  const ports: Partial<Ports> = {
    // No storage at build time: every key reads as its default, as on a first visit.
    storage: createLocalStorage(null, logger),
    messenger: inert<Ports['messenger']>({ launch: null }),
    clock: { now: () => 0 },
    analytics: { track: () => undefined },
    logger,
    // Rendered at build time: nothing is ever shown or hidden.
    visibility: { visible: true, subscribe: () => () => undefined },
    externalWallet: inert<Ports['externalWallet']>({ connected: false, address: null }),
  };
  // Every backend port (whatever feature adds one) answers nothing at build time.
  return new Proxy(ports as Ports, { get: (target, key) => (key in target ? target[key as keyof Ports] : inert()) });
}

export interface RenderedShell {
  /** The home's first frame (what goes inside #root). */
  readonly home: string;
  /** The total balance once it shows a figure, with EARLY_TOTAL_SLOT where the figure goes. */
  readonly total: string;
}

export async function renderShell(language: Language): Promise<RenderedShell> {
  const i18n = await createI18n(language);
  // The home's canonical location (the root's search with its default filled in): a server-side
  // load of any other spelling answers with a redirect to it instead of rendering.
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [`${PATHS.home}?selectedWalletIndex=0`] }), i18n: Promise.resolve(i18n) });
  await router.load();
  const home = renderToString(
    <AppProviders config={config} i18n={i18n} ports={shellPorts()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const total = renderToString(
    <I18nProvider i18n={i18n}>
      <TotalBalance view={{ totalBalanceUsd: EARLY_TOTAL_SLOT, totalBalanceLoading: false }} />
    </I18nProvider>,
  );
  return { home, total };
}
