/**
 * The frame of the send flow: one send machine for its four routes, kept in step with the route by
 * the send flow's table (ui/flows/send-flow.ts).
 */
import { Outlet } from '@tanstack/react-router';
import { useCallback } from 'react';
import { sendFlow } from '../../flows/send-flow';
import { useFlowRoute } from '../../flows/use-flow-route';
import { SendContext, SendProvider } from '../../machines/send-context';
import { WalletHomeContext } from '../../machines/wallet-home-context';
import { selectSendHoldsInput } from '../../../domain/send/selectors';
import { useClosingConfirmation } from '../../components/amount-field';

function SendRouteSync() {
  const actor = SendContext.useActorRef();
  const home = WalletHomeContext.useActorRef();
  // The wallet home (balances, history) lives above this flow and would show the old figures.
  const onArrive = useCallback((step: string) => {
    if (step === 'success') home.send({ type: 'wallet.refresh' });
  }, [home]);
  useFlowRoute(actor, sendFlow, { onArrive });
  useClosingConfirmation(SendContext.useSelector(selectSendHoldsInput));
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
