/**
 * The preset swap machine for React (/presetSwapTokens/to): started with the launch start
 * parameter, which /getPresetTokens may use to choose the pair. Ports meet the machine here.
 */
import { useState, type ReactNode } from 'react';
import { presetSwapMachine } from '../../domain/swap/preset';
import { providePresetSwap } from '../../domain/swap/provide';
import { usePorts } from '../ports-context';
import { createInspectableActorContext } from './actor-context';

export const PresetSwapContext = createInspectableActorContext(presetSwapMachine);

export function PresetSwapProvider({ children }: { children: ReactNode }) {
  const ports = usePorts();
  const [input] = useState(() => ({ startParam: ports.messenger.launch?.startParam ?? null }));
  const [logic] = useState(() => providePresetSwap(ports));
  return (
    <PresetSwapContext.Provider logic={logic} options={{ input }}>
      {children}
    </PresetSwapContext.Provider>
  );
}
