/** Builds the ports the app runs on, from the runtime configuration. The one place adapters meet. */
import { config as zodConfig } from 'zod/mini';
import type { MiningPorts, Ports } from '../domain/ports';
import type { Clock } from '../domain/shared/clock';
import type { Analytics, Logger } from '../domain/shared/logger';
import type { AppConfig } from './config';
import { createHttpClient, prefetchNetwork, type HttpClient } from './http/client';
import { lazyPort } from './http/lazy-module';
import { createHttpTokensApi, tokensContractModule } from './http/tokens-api';
import { createHttpWalletApi } from './http/wallet-api';
import { pageVisibility } from './browser/page-visibility';
import { adoptEarlyReads } from './http/early-reads';
import { createMessenger } from './messenger/messenger';
import { browserLocalStorage, createLocalStorage } from './storage/local-storage';
import { createExternalWallet } from './wallet/external-wallet';

export const systemClock: Clock = { now: () => Date.now() };

/** PRODUCT.md: analytics is a port whose default does nothing; the app calls no third party. */
export const noAnalytics: Analytics = { track: () => undefined };

export const consoleLogger: Logger = {
  warn: (message, detail) => console.warn(message, ...(detail === undefined ? [] : [detail])),
  error: (message, detail) => console.error(message, ...(detail === undefined ? [] : [detail])),
};

export interface ComposedPorts extends Ports {
  /**
   * Starts downloading the feature adapters and contracts beyond the home, and the HTTP library,
   * without waiting (for an idle moment after the home is up), so the first call or screen beyond
   * the home's first reads does not wait for them.
   */
  readonly prefetchAfterHome: () => void;
}

export function composePorts(config: AppConfig): ComposedPorts {
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
  // Features the home never calls: their adapters (and, through them, their contracts) arrive with
  // their first call, so the home's first load carries none of their code however they grow.
  const swap = lazyPort(() => import('./http/swap-api').then((module) => module.createHttpSwapApi(main)));
  const send = lazyPort(() => import('./http/send-api').then((module) => module.createHttpSendApi(main)));
  // The token page's and the receipt's: one module from one import (wallet-pages-api.ts).
  const walletPages = () => import('./http/wallet-pages-api');
  const tokenPage = lazyPort(() => walletPages().then((module) => module.createHttpTokenPageApi(main)));
  const receipt = lazyPort(() => walletPages().then((module) => module.createHttpReceiptApi(main)));
  // One client for the mining server, shared by every mining feature's adapter (one server list,
  // one failover). The mining ports are not listed here: the first use of one fetches the table of
  // them (http/mining-ports.ts), then its adapter and contract, so no mining feature adds a byte
  // to the home's first load.
  // Every mining call goes through it, so the record is made before a feature needs it, with the
  // launch's referral code whichever screen comes first (http/mining/record-first.ts).
  const launchStartParam = messenger.launch?.startParam;
  // The record-first wrapper travels in the ports table's chunk: one import here, not two.
  let miningHttp: HttpClient | null = null;
  const miningPorts = new Map<string, object>();
  const miningPort = (name: keyof MiningPorts): object => {
    let port = miningPorts.get(name);
    if (!port) {
      port = lazyPort(() =>
        import('./http/mining-ports').then(async ({ MINING_PORTS, recordFirstClient }) =>
          ((await MINING_PORTS[name]()) as (http: HttpClient) => object)((miningHttp ??= recordFirstClient(client('mining', config.miningServers), launchStartParam))),
        ),
      ).port;
      miningPorts.set(name, port);
    }
    return port;
  };
  const ports: Omit<ComposedPorts, keyof MiningPorts> = {
    walletApi: createHttpWalletApi(main),
    tokensApi: createHttpTokensApi(main),
    swapApi: swap.port,
    sendApi: send.port,
    tokenPageApi: tokenPage.port,
    receiptApi: receipt.port,
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
    prefetchAfterHome: () => {
      prefetchNetwork();
      tokensContractModule.prefetch();
      for (const feature of [swap, send]) feature.prefetch();
      void import('./http/swap-api').then((module) => module.swapContractModule.prefetch(), () => undefined);
      void import('./http/send-api').then((module) => module.sendContractModule.prefetch(), () => undefined);
    },
  };
  // Any port not composed above is a mining port (the Ports type names them all).
  return new Proxy(ports as ComposedPorts, {
    get: (target, name) => (typeof name !== 'string' || name in target ? Reflect.get(target, name) : miningPort(name as keyof MiningPorts)),
  });
}
