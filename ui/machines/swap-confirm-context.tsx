/**
 * The confirm machine for React: one actor per visit of /confirmSwap, started with the quote the
 * swap form holds. Its idempotency key is created with crypto.randomUUID at the first press and
 * kept for every retry of this confirmation (domain/swap/provide.ts); after the swap the messenger
 * closes the app.
 */
import { useState, type ReactNode } from 'react';
import { swapConfirmMachine, type SwapConfirmInput } from '../../domain/swap/confirm-machine';
import { provideSwapConfirm } from '../../domain/swap/provide';
import { withConfirmMoney } from '../../domain/shared/biometric-gate';
import { useConfirmMoney } from '../components/biometric-notice';
import { usePorts } from '../ports-context';
import { createInspectableActorContext } from './actor-context';

export const SwapConfirmContext = createInspectableActorContext(swapConfirmMachine);

export function SwapConfirmProvider({ input, children }: { input: SwapConfirmInput; children: ReactNode }) {
  const ports = usePorts();
  const confirmMoney = useConfirmMoney();
  const [logic] = useState(() => provideSwapConfirm(withConfirmMoney(ports, confirmMoney)));
  const [startInput] = useState(input);
  return (
    <SwapConfirmContext.Provider logic={logic} options={{ input: startInput }}>
      {children}
    </SwapConfirmContext.Provider>
  );
}
