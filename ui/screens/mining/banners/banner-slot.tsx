/**
 * Where a due banner appears, in the root layout. All it costs the home's first load is this: once
 * the page is idle after the first screen, it fetches the banner host (its own chunk: the
 * sequence, the check, the dialog), which asks the server and shows a banner only when one is due.
 * The home never waits for it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../../idle';

const BannerHost = lazy(() => import('./banner-host').then((module) => ({ default: module.BannerHost })));

export function BannerSlot() {
  const [armed, setArmed] = useState(false);
  useEffect(() => whenIdle(() => setArmed(true)), []);
  return armed ? (
    <Suspense fallback={null}>
      <BannerHost />
    </Suspense>
  ) : null;
}
