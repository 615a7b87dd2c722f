/**
 * The send machine for React: one actor for the whole flow (/send, /send/info, /send/confirm,
 * /send/success), started with the account of the selectedWalletIndex search parameter when the
 * user enters the flow. Ports meet the machine here, through provideSend, never in its context.
 */
import { useSearch } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { sendMachine } from '../../domain/send/machine';
import { provideSend } from '../../domain/send/provide';
import { selectSendView, type SendView } from '../../domain/send/selectors';
import { withConfirmMoney } from '../../domain/shared/biometric-gate';
import { useConfirmMoney } from '../components/biometric-notice';
import { usePorts } from '../ports-context';
import { createInspectableActorContext } from './actor-context';

export const SendContext = createInspectableActorContext(sendMachine);

export function SendProvider({ children }: { children: ReactNode }) {
  const ports = usePorts();
  // Read once: the flow sends from the account it started with, even if the URL changes under it.
  const accountIndex = useSearch({ strict: false, select: (search) => search.selectedWalletIndex ?? 0 });
  const [input] = useState(() => ({ accountIndex }));
  const confirmMoney = useConfirmMoney();
  const [logic] = useState(() => provideSend(withConfirmMoney(ports, confirmMoney)));
  return (
    <SendContext.Provider logic={logic} options={{ input }}>
      {children}
    </SendContext.Provider>
  );
}

export const useSendView = (): SendView => SendContext.useSelector(selectSendView);
