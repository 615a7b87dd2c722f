/**
 * Where a due banner appears, in the root layout. All it costs the home's first load is this: once
 * the page is idle after the first screen, it fetches the banner check (its own chunk, reached
 * through the full route tree's, which the app mounts at boot anyway), which asks the server; the
 * dialog, its artwork and its messages download only when a banner is due. The home never waits,
 * and a failed download only means no banner.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../../../idle';

let host: Promise<ComponentType> | null = null;

/** After the full tree is mounted (its module evaluated), the check it leads to. */
const loadHost = (mountRoutes: () => Promise<void>): Promise<ComponentType> =>
  (host ??= mountRoutes()
    .then(() => import('../../../routes/full-tree'))
    .then((tree) => tree.loadBannerCheck())
    .then((module) => module.BannerHost));

export function BannerSlot() {
  const router = useRouter();
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    whenIdle(() => {
      loadHost(router.options.context.mountRoutes).then(
        (component) => setHost(() => component),
        () => {
          host = null;
        },
      );
    });
  }, [router]);
  return Host ? <Host /> : null;
}
