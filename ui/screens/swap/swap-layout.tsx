/**
 * The frame of the swap flow: one swap machine for its routes, kept in step with the route by the
 * swap flow's table (ui/flows/swap-flow.ts).
 */
import { Outlet } from '@tanstack/react-router';
import { swapFlow } from '../../flows/swap-flow';
import { useFlowRoute } from '../../flows/use-flow-route';
import { SwapContext, SwapProvider } from '../../machines/swap-context';

function SwapRouteSync() {
  useFlowRoute(SwapContext.useActorRef(), swapFlow);
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
