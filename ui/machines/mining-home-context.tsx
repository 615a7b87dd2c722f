/**
 * The mining-home machine for React: one actor while /mining is shown (its polling and tick stop
 * when the screen goes), started with the launch start parameter's referral code. Ports meet the
 * machine here, through provideMiningHome, never in its context.
 */
import { useState, type ReactNode } from 'react';
import { parseStartParam } from '../../domain/launch/start-param';
import type { MiningHomeInput } from '../../domain/mining/home/context';
import { miningHomeMachine } from '../../domain/mining/home/machine';
import { provideMiningHome } from '../../domain/mining/home/provide';
import { selectMiningView, type MiningView } from '../../domain/mining/home/selectors';
import { usePorts } from '../ports-context';
import { createInspectableActorContext } from './actor-context';
import { sameData } from './same-data';

export const MiningHomeContext = createInspectableActorContext(miningHomeMachine);

export function MiningHomeProvider({ children }: { children: ReactNode }) {
  const ports = usePorts();
  const [input] = useState<MiningHomeInput>(() => ({ ref: parseStartParam(ports.messenger.launch?.startParam).ref ?? null }));
  const [logic] = useState(() => provideMiningHome(ports));
  return (
    <MiningHomeContext.Provider logic={logic} options={{ input }}>
      {children}
    </MiningHomeContext.Provider>
  );
}

export const useMiningView = (): MiningView => MiningHomeContext.useSelector(selectMiningView, sameData);
