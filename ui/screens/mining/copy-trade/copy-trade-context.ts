/** The copy-trade flow's actor, shared by the layout and its step screens. */
import { copyTradeMachine } from '../../../../domain/mining/copy-trade/machine';
import { createInspectableActorContext } from '../../../machines/actor-context';

export const CopyTradeContext = createInspectableActorContext(copyTradeMachine);
