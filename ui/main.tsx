/**
 * The entry point: read the configuration, build the ports, let boot.tsx decide the first screen.
 */
import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { composeApp } from '../adapters/compose';
import { loadConfig } from '../adapters/config';
import { browserRawStorage, dropStaleWalletSession } from '../adapters/wallet/wallet-session';
import { isMaintenanceOn } from '../domain/launch/maintenance';
import { walletSearchSchema } from '../domain/launch/search-params';
import { bootApp, bootConfigError } from './boot';
import './styles/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const render = (element: ReactElement) => root.render(<StrictMode>{element}</StrictMode>);
const pageInfo = { search: window.location.search, browserLanguage: navigator.language };

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(window.__APP_CONFIG__, import.meta.env);
  } catch (error) {
    render(await bootConfigError(error instanceof Error ? error.message : String(error), pageInfo));
    return;
  }
  const { ports, warmUpHome } = composeApp(config);
  // Before anything can use it: a TON Connect session without a fresh date is dropped (seed 000 §4).
  dropStaleWalletSession({ storage: ports.storage, clock: ports.clock, raw: browserRawStorage(), logger: ports.logger });
  // The wallet home's machine runs under every route; its first reads start now, while the catalog
  // downloads and React mounts, instead of after the first render. Never outside the messenger or
  // during maintenance, where the app makes no call.
  if (ports.messenger.launch && !isMaintenanceOn(ports.storage.get('isMaintenance'))) {
    const search = Object.fromEntries(new URLSearchParams(window.location.search));
    warmUpHome(walletSearchSchema.parse(search).selectedWalletIndex);
  }
  try {
    render(await bootApp({ config, ports, ...pageInfo }));
  } catch (error) {
    // Only a failed catalog or chunk download gets here; the console is all that is left.
    ports.logger.error('the app failed to start', error);
    render(await bootConfigError(error instanceof Error ? error.message : String(error), pageInfo));
  }
}

void main();
