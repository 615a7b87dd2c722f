/**
 * The swap machine for React: one actor for the swap flow (/swap, /selectNetwork/from and /to,
 * /confirmSwap, /presetSwapTokens/to), started with the account of the selectedWalletIndex search
 * parameter and, the first time after a launch, the swap its start parameter preselects. Ports
 * meet the machine here, through provideSwap, never in its context (PortsProvider already keeps
 * calls abandoned by StrictMode's restart silent).
 */
import { useSearch } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { buyPresetOf } from '../../domain/launch/swap-preset-search';
import { swapMachine, type SwapInput } from '../../domain/swap/machine';
import { provideSwap } from '../../domain/swap/provide';
import { usePorts } from '../ports-context';
import { createInspectableActorContext } from './actor-context';
import { markStartSwapUsed, pendingStartSwap } from './swap-launch';

export const SwapContext = createInspectableActorContext(swapMachine);

/**
 * A link that presets a purchase while the swap flow is already open (the bottom menu's Buy SWITCH
 * on /swap) starts the flow again with it: the user asked for that purchase, and a form that kept
 * the old pair would ignore the tap. Screens of the flow without the preset in their address (the
 * pickers) change nothing, and neither does the same preset again.
 */
export function SwapProvider({ children }: { children: ReactNode }) {
  const presetKey = useSearch({ strict: false, select: (search) => buyPresetKey(buyPresetOf(search)) });
  const [flow, setFlow] = useState({ generation: 0, preset: presetKey });
  if (presetKey !== null && presetKey !== flow.preset) setFlow({ generation: flow.generation + 1, preset: presetKey });
  return <SwapFlowProvider key={flow.generation}>{children}</SwapFlowProvider>;
}

const buyPresetKey = (preset: ReturnType<typeof buyPresetOf>): string | null => (preset ? `${preset.chainId}:${preset.from}:${preset.to}` : null);

function SwapFlowProvider({ children }: { children: ReactNode }) {
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
