/**
 * Tells the screens already on view that the full route tree has been mounted (router.ts
 * `mountRoutes`). The router's setRoutes changes no state React subscribes to, so an entry point
 * shown disabled, or a route's slot (staking's card total and menu badge), would wait for an
 * unrelated redraw (before issue 36 the mining prefetch's evaluation happened to cause one).
 */
let mounted = 0;
const listeners = new Set<() => void>();

export function subscribeRoutesMounted(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const routesMountedVersion = (): number => mounted;

export function announceRoutesMounted(): void {
  mounted += 1;
  listeners.forEach((listener) => listener());
}
