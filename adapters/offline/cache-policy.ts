/**
 * What the service worker does with each request, and which caches are left over from older
 * versions (PRODUCT.md: "a versioned cache of the built assets; older versions are unregistered").
 *
 * - Built assets (`/assets/…`, named by content hash, so they never change) come from the cache
 *   first: a daily user's second load needs no JavaScript from the network.
 * - Navigations (the page itself) go to the network first, because the page carries the
 *   deployment's configuration; the cached page is the fallback when the network is gone.
 * - Everything else passes through untouched: API calls, other origins, non-GET requests. The
 *   service worker never stores an API answer.
 */
export const CACHE_PREFIX = 'switch-wallet-';

export type Strategy = 'cache-first' | 'network-first' | 'pass';

export interface RequestFacts {
  readonly method: string;
  readonly url: string;
  /** Request.mode: 'navigate' for page loads. */
  readonly mode: string;
}

export function strategyFor(request: RequestFacts, origin: string): Strategy {
  if (request.method !== 'GET') return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== origin) return 'pass';
  if (request.mode === 'navigate') return 'network-first';
  if (url.pathname.startsWith('/assets/') && !url.pathname.endsWith('.map')) return 'cache-first';
  return 'pass';
}

export const cacheName = (version: string): string => `${CACHE_PREFIX}${version}`;

/** Our caches of any other version; caches that are not ours are left alone. */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName(version));
}
