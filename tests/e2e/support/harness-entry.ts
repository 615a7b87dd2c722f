/**
 * Bundled for the browser by tests/e2e/support/harness.ts: exposes the app's real HTTP adapter to a
 * page on the app's origin, so an end-to-end test can drive one value-moving call through real
 * Chromium fetch, real CORS and a real failover before the screens that make such calls exist.
 */
import { createHttpClient } from '../../../adapters/http/client';
import { createHttpSendApi } from '../../../adapters/http/send-api';
import { browserLocalStorage, createLocalStorage } from '../../../adapters/storage/local-storage';
import type { TransferRequest } from '../../../domain/send/types';
import { STORAGE_KEYS } from '../../../domain/storage-keys';

interface TransferRun {
  readonly servers: string[];
  readonly initData: string;
  readonly slowMs: number;
  readonly request: TransferRequest;
  readonly idempotencyKey: string;
}

const logger = { warn: (message: string) => console.warn(message), error: (message: string) => console.error(message) };

declare global {
  interface Window {
    harness: { transfer(run: TransferRun): Promise<unknown>; activeServer(): unknown };
  }
}

window.harness = {
  async transfer(run) {
    const storage = createLocalStorage(browserLocalStorage(), logger);
    const http = createHttpClient({ backend: 'main', servers: run.servers, timeoutMs: run.slowMs * 6, slowMs: run.slowMs, storage, logger, initData: () => run.initData });
    return createHttpSendApi(http).transfer(run.request, { idempotencyKey: run.idempotencyKey });
  },
  activeServer() {
    return createLocalStorage(browserLocalStorage(), logger).get(STORAGE_KEYS.activeServer);
  },
};
