/**
 * The app's ports (APIs, storage, messenger, clock, ...) for React components. Machines never hold
 * them in context (their snapshots must stay serialisable for the inspector); screens take them
 * from here and hand them to `provideX(ports)` factories.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Ports } from '../domain/ports';
import { silenceAbandonedCalls } from './machines/abandoned-calls';

const PortsContext = createContext<Ports | null>(null);

export function PortsProvider({ ports, children }: { ports: Ports; children: ReactNode }) {
  const value = useMemo(
    () => ({
      ...ports,
      walletApi: silenceAbandonedCalls(ports.walletApi),
      tokensApi: silenceAbandonedCalls(ports.tokensApi),
      swapApi: silenceAbandonedCalls(ports.swapApi),
      sendApi: silenceAbandonedCalls(ports.sendApi),
      miningApi: silenceAbandonedCalls(ports.miningApi),
    }),
    [ports],
  );
  return <PortsContext.Provider value={value}>{children}</PortsContext.Provider>;
}

export function usePorts(): Ports {
  const ports = useContext(PortsContext);
  if (!ports) throw new Error('usePorts() must be used inside <PortsProvider>');
  return ports;
}
