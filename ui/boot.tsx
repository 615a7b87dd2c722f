/**
 * What the app shows at start, decided before React renders anything (seed 000 §2 and §6):
 * - outside the messenger (no launch parameters): the gate, and no backend call at all;
 * - inside it: the messenger is started (theme, viewport, back button), the language resolved
 *   (saved setting, messenger user's language, `lang` query parameter, en), then either the
 *   maintenance notice (local flag isMaintenance) or the router.
 * Kept apart from main.tsx so tests drive it with fake ports and a memory history.
 */
import { I18nProvider } from '@lingui/react';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { AppConfig } from '../adapters/config';
import { resolveLanguage, type Language } from '../domain/launch/language';
import { isMaintenanceOn } from '../domain/launch/maintenance';
import type { Ports } from '../domain/ports';
import { AppProviders } from './app-providers';
import { createI18n } from './i18n/i18n';
import { savingData, whenIdle, yieldToMain } from './idle';
import { inspectorFor } from './machines/inspector';
import type { PageActions } from './page-context';
import { isFirstRoutePath } from './routes/first-routes';
import { createAppRouter, settleLaunchAddress } from './routes/router';
import { ConfigErrorScreen } from './screens/config-error/config-error-screen';
import { afterHomeUsable } from './screens/wallet/home-usable-mark';
import { STORAGE_KEYS } from '../domain/storage-keys';

export interface BootOptions {
  readonly config: AppConfig;
  readonly ports: Ports;
  /** The page's query string (window.location.search), for the `lang` parameter. */
  readonly search: string;
  /** navigator.language: outside the messenger it stands in for the messenger user's language. */
  readonly browserLanguage?: string | undefined;
  /** Memory history in tests; the browser's by default. */
  readonly history?: RouterHistory | undefined;
  readonly page?: PageActions | undefined;
}

const queryLanguage = (search: string): string | null => new URLSearchParams(search).get('lang');

function announceLanguage(language: Language): void {
  // Screen readers and hyphenation follow <html lang>.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export async function bootApp(options: BootOptions): Promise<ReactElement> {
  const { ports, config } = options;
  const launch = ports.messenger.launch;

  if (!launch) {
    const language = resolveLanguage({
      saved: ports.storage.get(STORAGE_KEYS.language),
      messengerLanguage: options.browserLanguage,
      queryLanguage: queryLanguage(options.search),
    });
    announceLanguage(language);
    // The gate and the maintenance notice are their own chunks, fetched with the catalog: the
    // home's first load does not carry them (docs/decisions/first-load-and-speed.md "The home's first load, within budget").
    const [i18n, { GateScreen }] = await Promise.all([createI18n(language), import('./screens/gate/gate-screen')]);
    return (
      <AppProviders config={config} i18n={i18n} ports={ports} page={options.page}>
        <GateScreen />
      </AppProviders>
    );
  }

  const language = resolveLanguage({
    saved: ports.storage.get(STORAGE_KEYS.language),
    messengerLanguage: launch.user?.languageCode,
    queryLanguage: queryLanguage(options.search),
  });
  announceLanguage(language);
  // The first screen waits for nobody's answer from the host: the messenger SDK downloads, binds
  // and says 'ready' once the first render is done and the page is idle (calls made meanwhile wait).
  whenIdle(() => void ports.messenger.start());
  if (isMaintenanceOn(ports.storage.get(STORAGE_KEYS.isMaintenance))) {
    const [i18n, { MaintenanceScreen }] = await Promise.all([createI18n(language), import('./screens/maintenance/maintenance-screen')]);
    return (
      <AppProviders config={config} i18n={i18n} ports={ports} page={options.page}>
        <MaintenanceScreen />
      </AppProviders>
    );
  }

  // The first route is matched (and its chunk and its feature's catalog loaded, if lazy) while the
  // core catalog arrives, so the first render is the screen itself rather than an empty frame.
  const i18nReady = createI18n(language);
  const router = createAppRouter({ history: options.history, i18n: i18nReady });
  // Every other screen's route starts downloading now, beside the catalog, so it is mounted before
  // the user can tap anything (the bundle itself only started once the total was painted). Launched
  // on such a screen (a link into /swap, /mining/staking...), the first match waits for it.
  const mounted = router.options.context.mountRoutes().catch(() => undefined);
  // Once the home's total is on screen and the page is idle, the mining area's files come ahead,
  // fetched and not evaluated (routes/mining-prefetch.ts, once), unless the connection asks to save data.
  afterHomeUsable(() => whenIdle(() => void (savingData() || import('./routes/mining-prefetch').then((module) => module.prefetchMining(language), () => undefined))));
  if (!isFirstRoutePath(router.latestLocation.pathname)) await mounted;
  // Building the route tree is a task of its own, matching and loading the first route another:
  // together they are one long task on a slow phone (docs/decisions/first-load-and-speed.md "Boot in short tasks").
  await yieldToMain();
  settleLaunchAddress(router);
  const [i18n, inspect] = await Promise.all([i18nReady, inspectorFor(config), router.load()]);
  return (
    <AppProviders config={config} i18n={i18n} ports={ports} page={options.page} inspect={inspect}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** The configuration did not parse: nothing else can be built, so no ports and no calls. */
export async function bootConfigError(detail: string, options: { search: string; browserLanguage?: string | undefined }): Promise<ReactElement> {
  const language = resolveLanguage({ messengerLanguage: options.browserLanguage, queryLanguage: queryLanguage(options.search) });
  announceLanguage(language);
  const i18n = await createI18n(language);
  return (
    <I18nProvider i18n={i18n}>
      <ConfigErrorScreen detail={detail} />
    </I18nProvider>
  );
}
