/** The airdrops tab's actor (airdrops-machine.ts), shared by the tab and its cards. */
import { airdropsMachine } from '../../../../domain/mining/tasks/airdrops-machine';
import { createInspectableActorContext } from '../../../machines/actor-context';

export const AirdropsContext = createInspectableActorContext(airdropsMachine);
