/**
 * Entry points to screens other issues build (send, swap, staking). Until a path has a screen in
 * the route tree, its entry point renders disabled with an explanation instead of leading to a
 * placeholder (docs/decisions/wallet-home.md "Wallet home entry points"); once the route is added, it becomes
 * a link with no change here.
 */
import { Link, useRouter, type LinkProps } from '@tanstack/react-router';
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { AppPath } from '../../routes/paths';
import { routesMountedVersion, subscribeRoutesMounted } from '../../routes/routes-mounted';

/** Renders again once the full route tree is mounted (routes-mounted.ts). */
const useRoutesMounted = (): number => useSyncExternalStore(subscribeRoutesMounted, routesMountedVersion, routesMountedVersion);

export function useRouteExists(path: AppPath): boolean {
  const router = useRouter();
  useRoutesMounted();
  return path in (router.routesByPath as Readonly<Record<string, unknown>>);
}

/**
 * What the route at `path` lends other screens as `slot` (its staticData.slots: staking's menu badge
 * and card total), a lazy component; nothing until that route is mounted or its chunk has come.
 */
export function RouteSlot({ path, slot }: { path: AppPath; slot: string }) {
  useRoutesMounted();
  // The route wraps its lazy component in its own Suspense boundary (nothing of that in the first load).
  const Slot = (useRouter().routesByPath as Readonly<Record<string, { options: { staticData?: { slots?: Readonly<Record<string, ComponentType>> } } }>>)[path]?.options.staticData?.slots?.[slot];
  return Slot ? <Slot /> : null;
}

/**
 * A link to a path the typed route tree may not know yet. Render it only when useRouteExists says
 * the route is there; the cast is what lets this compile before that issue lands.
 */
export function FutureRouteLink({ path, className, current, children }: { path: AppPath; className?: string; current?: boolean; children: ReactNode }) {
  // `current` given: the caller decides whether the link is the screen's (aria-current), not the router.
  const marked = current === undefined ? {} : { activeOptions: { exact: true }, activeProps: {}, 'aria-current': current ? ('page' as const) : undefined };
  return (
    <Link to={path as string as LinkProps['to']} className={className} {...marked}>
      {children}
    </Link>
  );
}
