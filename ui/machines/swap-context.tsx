/**
 * The swap machine for React: one actor for the swap flow (/swap, /selectNetwork/from and /to,
 * /confirmSwap, /presetSwapTokens/to), started with the account of the selectedWalletIndex search
 * parameter and, the first time after a launch, the swap its start parameter preselects. Ports
 * meet the machine here, through provideSwap, never in its context (PortsProvider already keeps
 * calls abandoned by StrictMode's restart silent).
 */
import { useSearch } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { buyPresetOf } from '../../domain/launch/search-params';
import { swapMachine, type SwapInput } from '../../domain/swap/machine';
import { provideSwap } from '../../domain/swap/provide';
import { usePorts } from '../ports-context';
import { createInspectableActorContext } from './actor-context';
import { markStartSwapUsed, pendingStartSwap } from './swap-launch';

export const SwapContext = createInspectableActorContext(swapMachine);

export function SwapProvider({ children }: { children: ReactNode }) {
  const ports = usePorts();
  const launch = ports.messenger.launch;
  // Read once: the flow swaps from the account it started with, even if the URL changes under it.
  const accountIndex = useSearch({ strict: false, select: (search) => search.selectedWalletIndex ?? 0 });
  // A link that presets a purchase (/swap?to=&chainId=) wins over the launch's start parameter.
  const buyPreset = useSearch({ strict: false, select: (search) => buyPresetOf(search) });
  const [{ input, fromLaunch }] = useState<{ input: SwapInput; fromLaunch: boolean }>(() => ({
    input: { accountIndex, startSwap: buyPreset ?? pendingStartSwap(launch), startParam: launch?.startParam ?? null },
    fromLaunch: buyPreset === null,
  }));
  const [logic] = useState(() => provideSwap(ports));
  // Marked after mount rather than while reading it: StrictMode calls the state initialiser twice.
  useEffect(() => {
    if (input.startSwap && fromLaunch) markStartSwapUsed(launch);
  }, [input, launch, fromLaunch]);
  return (
    <SwapContext.Provider logic={logic} options={{ input }}>
      {children}
    </SwapContext.Provider>
  );
}
