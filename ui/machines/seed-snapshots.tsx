/**
 * Seeded machine snapshots for screen tests (issue 10 item 7): a test renders the app with the
 * snapshot a flow's machine should start from (keyed by the machine's id, e.g. 'swap', 'send'),
 * instead of replaying the flow. Without a <SeedSnapshots> above it, which is always so in the
 * app, every machine starts from its input as usual.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Snapshot } from 'xstate';

export type SeededSnapshots = Readonly<Record<string, Snapshot<unknown>>>;

const SeedContext = createContext<SeededSnapshots>({});

export function SeedSnapshots({ seeds, children }: { seeds: SeededSnapshots; children: ReactNode }) {
  return <SeedContext.Provider value={seeds}>{children}</SeedContext.Provider>;
}

/** The snapshot a machine with this id starts from, if a test seeded one. */
export function useSeededSnapshot(machineId: string | undefined): Snapshot<unknown> | undefined {
  const seeds = useContext(SeedContext);
  return machineId === undefined ? undefined : seeds[machineId];
}
