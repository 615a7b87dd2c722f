/** The tasks screen's actor, shared by the screen and the task sheet. */
import { tasksMachine } from '../../../../domain/mining/tasks/machine';
import { createInspectableActorContext } from '../../../machines/actor-context';

export const TasksContext = createInspectableActorContext(tasksMachine);
