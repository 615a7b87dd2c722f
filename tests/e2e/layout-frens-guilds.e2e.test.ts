/** The layout walk (tests/e2e/support/layout-walk.ts) of friends, guilds and alliances. */
import { layoutWalks } from './support/layout-walk';

layoutWalks('frens-guilds');
