/**
 * The frame of the send flow: one send machine for its four routes, and the glue that keeps the
 * route and the machine's step in line (see send-route-sync.ts).
 */
import { Outlet, useRouter, useRouterState, type LinkProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { selectSendStep } from '../../../domain/send/selectors';
import { SendContext, SendProvider } from '../../machines/send-context';
import { WalletHomeContext } from '../../machines/wallet-home-context';
import { forwardPath, sendRouteFix } from './send-route-sync';

function SendRouteSync() {
  const actor = SendContext.useActorRef();
  const home = WalletHomeContext.useActorRef();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    let previous = selectSendStep(actor.getSnapshot());
    const subscription = actor.subscribe((snapshot) => {
      const next = selectSendStep(snapshot);
      const forward = forwardPath(previous, next);
      previous = next;
      // The wallet home (balances, history) lives above this flow and would show the old figures.
      if (next === 'success' && forward) home.send({ type: 'wallet.refresh' });
      if (forward) void router.navigate({ to: forward.to as LinkProps['to'], replace: forward.replace });
    });
    return () => subscription.unsubscribe();
  }, [actor, home, router]);

  useEffect(() => {
    const snapshot = actor.getSnapshot();
    const fix = sendRouteFix(pathname, selectSendStep(snapshot), snapshot.context.token !== null);
    if (fix.event) actor.send(fix.event);
    if (fix.redirect) void router.navigate({ to: fix.redirect as LinkProps['to'], replace: true });
  }, [actor, router, pathname]);

  return null;
}

export function SendLayout() {
  return (
    <SendProvider>
      <SendRouteSync />
      <Outlet />
    </SendProvider>
  );
}
