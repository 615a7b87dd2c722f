/**
 * What runs once the app is up, in the root layout: the due banner and the messenger's native
 * pieces (settings from the cloud, the settings button). All it costs the home's first load is
 * this: once the page is idle after the first screen, it fetches their host (its own chunk, reached
 * through the full route tree's, which the app mounts at boot anyway); the banner's dialog, artwork
 * and messages download only when a banner is due. The home never waits, and a failed download
 * only means no banner and no settings button.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../idle';

let host: Promise<ComponentType> | null = null;

/** After the full tree is mounted (its module evaluated), the host it leads to. */
const loadHost = (mountRoutes: () => Promise<void>): Promise<ComponentType> =>
  (host ??= mountRoutes()
    .then(() => import('../routes/full-tree'))
    .then((tree) => tree.loadAfterBoot())
    .then((module) => module.AfterBoot));

export function AfterBootSlot() {
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
