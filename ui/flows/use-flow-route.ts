/**
 * Keeps a flow's machine and the route in step both ways, by its table (flow-table.ts): the route
 * follows the machine's own moves; a path reached by the back button, a deep link or a reload is
 * brought in line with the machine (or the machine with it). Mounted once, in the flow's layout.
 */
import { useRouter, useRouterState, type LinkProps } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { backOverride } from '../routes/back-override';
import { backTargetFor, eventForPath, redirectForPath, routeAfterMove, stepOf, type FlowNavigation, type FlowTable } from './flow-table';

/** What the hook needs of an actor (an XState actor ref). */
export interface FlowActor<TSnapshot, TEvent> {
  getSnapshot(): TSnapshot;
  subscribe(observer: (snapshot: TSnapshot) => void): { unsubscribe(): void };
  send(event: TEvent): void;
}

export interface FlowRouteOptions {
  /** Called when the machine arrived at a step by itself and the route followed (the step's name). */
  readonly onArrive?: (step: string) => void;
}

export function useFlowRoute<TSnapshot, TEvent>(actor: FlowActor<TSnapshot, TEvent>, table: FlowTable<TSnapshot, TEvent>, options: FlowRouteOptions = {}): void {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // While the route is being followed the machine's moves are the route's doing, not its own.
  const following = useRef(false);
  const onArrive = useRef(options.onArrive);
  useEffect(() => {
    onArrive.current = options.onArrive;
  }, [options.onArrive]);

  useEffect(() => {
    const go = (navigation: FlowNavigation) => {
      if (navigation.how === 'back' && router.history.canGoBack()) router.history.back();
      else void router.navigate({ to: navigation.to as LinkProps['to'], replace: navigation.how !== 'push' });
    };
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => {
      const before = previous;
      previous = snapshot;
      if (following.current) return;
      const navigation = routeAfterMove(table, before, snapshot, router.state.location.pathname);
      if (!navigation) return;
      onArrive.current?.(stepOf(table, snapshot).name);
      go(navigation);
    });
    return () => subscription.unsubscribe();
  }, [actor, router, table]);

  // Back from a step with a named back target lands there, whatever the history held. The history
  // tells of the move before the router renders it, so the machine is still at the step left.
  useEffect(
    () =>
      router.history.subscribe(({ location, action }) => {
        if (action.type !== 'BACK') return;
        const target = backTargetFor(table, actor.getSnapshot(), location.pathname);
        if (target) void router.navigate({ to: target as LinkProps['to'], replace: true });
      }),
    [actor, router, table],
  );

  // With no history inside the app (the flow opened straight on this screen) the root's back handler
  // asks the flow for that same target (messenger-navigation.ts).
  useEffect(() => {
    const to = () => {
      const snapshot = actor.getSnapshot();
      return stepOf(table, snapshot).back?.(snapshot) ?? null;
    };
    backOverride.to = to;
    return () => {
      if (backOverride.to === to) backOverride.to = undefined;
    };
  }, [actor, table]);

  useEffect(() => {
    const event = eventForPath(table, pathname, actor.getSnapshot());
    if (event) {
      following.current = true;
      try {
        actor.send(event);
      } finally {
        following.current = false;
      }
    }
    const redirect = redirectForPath(table, pathname, actor.getSnapshot());
    if (redirect) void router.navigate({ to: redirect as LinkProps['to'], replace: true });
  }, [actor, router, table, pathname]);
}
