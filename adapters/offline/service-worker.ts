/**
 * The service worker (built on its own into dist/sw.js by scripts/vite-service-worker.ts, which
 * defines the version and the files of the first load). Policy: cache-policy.ts.
 *
 * Install stores the first load's files under this version's cache; activate deletes every older
 * version's cache and takes over open pages, so a new build replaces the old one in one step.
 */
import { cacheName, staleCaches, strategyFor } from './cache-policy';

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: readonly string[];

/** The few ServiceWorkerGlobalScope members used here (the DOM and worker libs cannot share a build). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const CACHE = cacheName(__SW_VERSION__);
/** The page is stored under one key whatever its query or hash (launch data lives there). */
const SHELL = '/';

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...__SW_PRECACHE__]))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, __SW_VERSION__).map((name) => caches.delete(name))))
      .then(() => scope.clients.claim()),
  );
});

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL);
    if (cached) return cached;
    throw error;
  }
}

scope.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, scope.location.origin);
  if (strategy === 'cache-first') event.respondWith(cacheFirst(event.request));
  else if (strategy === 'network-first') event.respondWith(networkFirst(event.request));
});
