/** The mining server's HTTP client as the app composes it, for one user of a running sandbox (adapter tests). */
import { createHttpClient, type HttpClient } from '../../adapters/http/client';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import type { SandboxHandle } from '../../sandbox/server';
import { initDataFor } from '../sandbox/platform-support';
import { memoryBackend, silentLogger } from '../support/memory-storage';

export function miningHttpFor(sandbox: SandboxHandle, user: { readonly id: number; readonly first_name: string }): HttpClient {
  const initData = initDataFor(sandbox.deps, user);
  return createHttpClient({
    backend: 'mining',
    servers: [sandbox.urls.mining],
    timeoutMs: 5_000,
    slowMs: 4_000,
    storage: createLocalStorage(memoryBackend(), silentLogger()),
    logger: silentLogger(),
    initData: () => initData,
  });
}
