/** The layout walk (tests/e2e/support/layout-walk.ts) of the mining home with its burn and autoclaim sheets, the tasks with their sheets, the speed breakdown. */
import { layoutWalks } from './support/layout-walk';

layoutWalks('mining-tasks-speed');
