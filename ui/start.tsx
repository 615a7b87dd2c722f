/**
 * The app's start, loaded by the entry (main.tsx) once the page has painted: read the
 * configuration, build the ports, let boot.tsx decide the first screen.
 */
import { startTransition, StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { composePorts } from '../adapters/compose';
import { loadConfig } from '../adapters/config';
import { readInjectedConfig } from '../adapters/injected-config';
import { browserRawStorage, dropStaleWalletSession } from '../adapters/wallet/wallet-session';
import { bootApp, bootConfigError } from './boot';
import { whenIdle, yieldToMain } from './idle';
import { prefetchCatalogTable } from './i18n/i18n';

export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task; the prerendered home stays until it commits.
  const render = (element: ReactElement) => startTransition(() => root.render(<StrictMode>{element}</StrictMode>));
  const pageInfo = { search: window.location.search, browserLanguage: navigator.language };

  let config;
  try {
    config = loadConfig(readInjectedConfig(document), import.meta.env);
  } catch (error) {
    render(await bootConfigError(error instanceof Error ? error.message : String(error), pageInfo));
    return;
  }
  // The wallet home's first reads are already under way if the page started them (early-reads.ts).
  const ports = composePorts(config);
  // The other screens' API schemas and the HTTP library arrive once the first screen is up, not
  // before it (and not at all outside the messenger, where no screen calls the API).
  if (ports.messenger.launch) {
    whenIdle(ports.prefetchAfterHome);
    // Every lazy screen's messages are found through this small table: fetch it too.
    whenIdle(prefetchCatalogTable);
  }
  // Production only: the development server's modules are not versioned assets.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    whenIdle(() => void import('../adapters/offline/register').then(({ registerServiceWorker }) => registerServiceWorker(navigator.serviceWorker, window.location.origin, ports.logger)));
  }
  // Before anything can use it: a TON Connect session without a fresh date is dropped (seed 000 §4).
  dropStaleWalletSession({ storage: ports.storage, clock: ports.clock, raw: browserRawStorage(), logger: ports.logger });
  // The bundle's evaluation was one task already; the router and the first render come in others.
  await yieldToMain();
  try {
    render(await bootApp({ config, ports, ...pageInfo }));
  } catch (error) {
    // Only a failed catalog or chunk download gets here; the console is all that is left.
    ports.logger.error('the app failed to start', error);
    render(await bootConfigError(error instanceof Error ? error.message : String(error), pageInfo));
  }
}
