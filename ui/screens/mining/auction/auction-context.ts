/** The auction screen's actor, shared by the screen and its sheets. */
import { auctionMachine } from '../../../../domain/mining/auction/machine';
import { createInspectableActorContext } from '../../../machines/actor-context';

export const AuctionContext = createInspectableActorContext(auctionMachine);
