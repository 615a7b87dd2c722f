/**
 * The app's ports (APIs, storage, messenger, clock, ...) for React components. Machines never hold
 * them in context (their snapshots must stay serialisable for the inspector); screens take them
 * from here and hand them to `provideX(ports)` factories.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Ports } from '../domain/ports';
import { silenceAbandonedCalls } from './machines/abandoned-calls';

const isBackendPort = (name: string, port: unknown): port is object => name.endsWith('Api') && typeof port === 'object' && port !== null;

const PortsContext = createContext<Ports | null>(null);

export function PortsProvider({ ports, children }: { ports: Ports; children: ReactNode }) {
  // Every backend port (named ...Api, whatever feature adds it) gets the same treatment; a proxy, not
  // a copy, so ports made on first use (tests' fakes) are wrapped too.
  const value = useMemo(() => {
    const wrapped = new Map<string, unknown>();
    return new Proxy(ports, {
      get: (target, name) => {
        const port: unknown = Reflect.get(target, name);
        if (typeof name !== 'string' || !isBackendPort(name, port)) return port;
        if (!wrapped.has(name)) wrapped.set(name, silenceAbandonedCalls(port));
        return wrapped.get(name);
      },
    });
  }, [ports]);
  return <PortsContext.Provider value={value}>{children}</PortsContext.Provider>;
}

export function usePorts(): Ports {
  const ports = useContext(PortsContext);
  if (!ports) throw new Error('usePorts() must be used inside <PortsProvider>');
  return ports;
}
