/** Builds the ports the app runs on, from the runtime configuration. The one place adapters meet. */
import { config as zodConfig } from 'zod/mini';
import type { Analytics, Clock, Logger, Ports } from '../domain/ports';
import type { AppConfig } from './config';
import { createHttpClient, prefetchNetwork } from './http/client';
import { createHttpMiningApi } from './http/mining-api';
import { createHttpSendApi, sendContractModule } from './http/send-api';
import { createHttpSwapApi, swapContractModule } from './http/swap-api';
import { createHttpTokensApi, tokensContractModule } from './http/tokens-api';
import { createHttpWalletApi } from './http/wallet-api';
import { pageVisibility } from './browser/page-visibility';
import { adoptEarlyReads } from './http/early-reads';
import { createMessenger } from './messenger/messenger';
import { browserLocalStorage, createLocalStorage } from './storage/local-storage';
import { createExternalWallet } from './wallet/external-wallet';

/**
 * Starts downloading the feature contracts beyond the home, and the HTTP library, without waiting
 * (for an idle moment after the home is up), so the first call or screen beyond the home's first
 * reads does not wait for them.
 */
export function prefetchAfterHome(): void {
  prefetchNetwork();
  for (const module of [tokensContractModule, swapContractModule, sendContractModule]) module.prefetch();
}

export const systemClock: Clock = { now: () => Date.now() };

/** PRODUCT.md: analytics is a port whose default does nothing; the app calls no third party. */
export const noAnalytics: Analytics = { track: () => undefined };

export const consoleLogger: Logger = {
  warn: (message, detail) => console.warn(message, ...(detail === undefined ? [] : [detail])),
  error: (message, detail) => console.error(message, ...(detail === undefined ? [] : [detail])),
};

export function composePorts(config: AppConfig): Ports {
  // The app parses each answer shape a handful of times: zod's default of compiling a parser per
  // object schema (new Function) costs more on a slow phone than it ever wins back, and is refused
  // by strict content security policies anyway.
  zodConfig({ jitless: true });
  const logger = consoleLogger;
  const storage = createLocalStorage(browserLocalStorage(), logger);
  const messenger = createMessenger({ messengerOrigin: config.messengerOrigin, logger });
  // The home's first reads may already be under way (early-reads.ts, inline in index.html).
  const earlyReads = adoptEarlyReads(typeof window === 'undefined' ? undefined : window.__EARLY_READS__, systemClock);
  const client = (backend: string, servers: readonly string[]) =>
    createHttpClient({
      backend,
      servers,
      timeoutMs: config.timeoutMs,
      slowMs: config.slowMs,
      storage,
      logger,
      initData: () => messenger.launch?.initDataRaw ?? null,
      earlyReads: backend === 'main' ? earlyReads : undefined,
    });
  const main = client('main', config.mainServers);
  return {
    walletApi: createHttpWalletApi(main),
    tokensApi: createHttpTokensApi(main),
    swapApi: createHttpSwapApi(main),
    sendApi: createHttpSendApi(main),
    miningApi: createHttpMiningApi(client('mining', config.miningServers)),
    storage,
    messenger,
    clock: systemClock,
    analytics: noAnalytics,
    logger,
    visibility: pageVisibility(typeof document === 'undefined' ? undefined : document),
    externalWallet: createExternalWallet(config, {
      storage,
      clock: systemClock,
      initData: () => messenger.launch?.initDataRaw ?? null,
      baseUrl: typeof location === 'undefined' ? 'http://localhost/' : location.href,
    }),
  };
}
