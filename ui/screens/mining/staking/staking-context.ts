/** The staking flow's actor, shared by its five screens (held by staking-layout.tsx). */
import { stakingMachine } from '../../../../domain/mining/staking/machine';
import { createInspectableActorContext } from '../../../machines/actor-context';

export const StakingContext = createInspectableActorContext(stakingMachine);
