/** Which task runs the open-league flow in its sheet (seed 001 §4), instead of Open and Check. */
import type { Task } from '../types';

export const OPEN_LEAGUE_CODE = 'tradeOpenLeague';

export const isOpenLeague = (task: Pick<Task, 'code'>): boolean => task.code === OPEN_LEAGUE_CODE;
