/** The guilds and alliance screens' actors. */
import { allianceMachine } from '../../../../domain/mining/guilds/alliance-machine';
import { guildsMachine } from '../../../../domain/mining/guilds/machine';
import { createInspectableActorContext } from '../../../machines/actor-context';

export const GuildsContext = createInspectableActorContext(guildsMachine);
export const AllianceContext = createInspectableActorContext(allianceMachine);
