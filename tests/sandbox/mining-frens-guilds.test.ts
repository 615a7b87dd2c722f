/** Friends, referrals, guilds and alliances on PGlite (the suite: mining-frens-guilds-suite.ts). */
import { testDeps } from '../support/sandbox-db';
import { frensGuildsSuite } from './mining-frens-guilds-suite';

frensGuildsSuite((clock) => testDeps(clock));
