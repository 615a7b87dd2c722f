/**
 * The frame of the swap flow: one swap machine for its routes, and the glue that keeps the token
 * picker and the route in line (see swap-route-sync.ts).
 */
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SwapContext, SwapProvider } from '../../machines/swap-context';
import { PATHS } from '../../routes/paths';
import { pickerFinished, pickerFix } from './swap-route-sync';

function SwapRouteSync() {
  const actor = SwapContext.useActorRef();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    const fix = pickerFix(pathname, actor.getSnapshot().context.pickingToken);
    if (fix) actor.send(fix);
  }, [actor, pathname]);

  useEffect(() => {
    let before = actor.getSnapshot().context.pickingToken;
    const subscription = actor.subscribe((snapshot) => {
      const after = snapshot.context.pickingToken;
      const finished = pickerFinished(router.state.location.pathname, before, after);
      before = after;
      if (!finished) return;
      // The picker was opened from /swap: return to that entry rather than stacking another.
      if (router.history.canGoBack()) router.history.back();
      else void router.navigate({ to: PATHS.swap, replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actor, router]);

  return null;
}

export function SwapLayout() {
  return (
    <SwapProvider>
      <SwapRouteSync />
      <Outlet />
    </SwapProvider>
  );
}
