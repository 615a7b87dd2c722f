/**
 * The app's ports (APIs, storage, messenger, clock, ...) for React components. Machines never hold
 * them in context (their snapshots must stay serialisable for the inspector); screens take them
 * from here and hand them to `provideX(ports)` factories.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Ports } from '../domain/ports';

const PortsContext = createContext<Ports | null>(null);

export function PortsProvider({ ports, children }: { ports: Ports; children: ReactNode }) {
  return <PortsContext.Provider value={ports}>{children}</PortsContext.Provider>;
}

export function usePorts(): Ports {
  const ports = useContext(PortsContext);
  if (!ports) throw new Error('usePorts() must be used inside <PortsProvider>');
  return ports;
}
