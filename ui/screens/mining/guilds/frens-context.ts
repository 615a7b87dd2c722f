/** The friends screen's actor. */
import { frensMachine } from '../../../../domain/mining/frens/machine';
import { createInspectableActorContext } from '../../../machines/actor-context';

export const FrensContext = createInspectableActorContext(frensMachine);
