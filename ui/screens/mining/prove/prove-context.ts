/** The proof machine's actor, shared by the layout and the five screens. */
import { proveMachine } from '../../../../domain/mining/prove/machine';
import { createInspectableActorContext } from '../../../machines/actor-context';

export const ProveContext = createInspectableActorContext(proveMachine);
