/** Builds the ports the app runs on, from the runtime configuration. The one place adapters meet. */
import type { Analytics, Clock, Logger, Ports } from '../domain/ports';
import type { AppConfig } from './config';
import { createHttpClient } from './http/client';
import { createHttpMainApi } from './http/main-api';
import { createHttpMiningApi } from './http/mining-api';
import { withHomePrefetch } from './http/prefetch';
import { createTelegramMessenger } from './messenger/telegram';
import { browserLocalStorage, createLocalStorage } from './storage/local-storage';

export const systemClock: Clock = { now: () => Date.now() };

/** PRODUCT.md: analytics is a port whose default does nothing; the app calls no third party. */
export const noAnalytics: Analytics = { track: () => undefined };

export const consoleLogger: Logger = {
  warn: (message, detail) => console.warn(message, ...(detail === undefined ? [] : [detail])),
  error: (message, detail) => console.error(message, ...(detail === undefined ? [] : [detail])),
};

export interface ComposedApp {
  readonly ports: Ports;
  /** Starts the wallet home's first reads for an account before the UI asks (see http/prefetch.ts). */
  warmUpHome(accountIndex: number): void;
}

export function composeApp(config: AppConfig): ComposedApp {
  const logger = consoleLogger;
  const storage = createLocalStorage(browserLocalStorage(), logger);
  const messenger = createTelegramMessenger({ messengerOrigin: config.messengerOrigin, logger });
  const client = (backend: string, servers: readonly string[]) =>
    createHttpClient({
      backend,
      servers,
      timeoutMs: config.timeoutMs,
      slowMs: config.slowMs,
      storage,
      logger,
      initData: () => messenger.launch?.initDataRaw ?? null,
    });
  const reads = withHomePrefetch(createHttpMainApi(client('main', config.mainServers)), systemClock);
  return {
    ports: {
      mainApi: reads.api,
      miningApi: createHttpMiningApi(client('mining', config.miningServers)),
      storage,
      messenger,
      clock: systemClock,
      analytics: noAnalytics,
      logger,
    },
    warmUpHome: reads.warmUpHome,
  };
}

export function composePorts(config: AppConfig): Ports {
  return composeApp(config).ports;
}
