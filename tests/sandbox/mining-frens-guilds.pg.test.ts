/** Friends, referrals, guilds and alliances on a real PostgreSQL server (the suite: mining-frens-guilds-suite.ts). */
import { postgresTestDeps } from '../support/postgres-db';
import { frensGuildsSuite } from './mining-frens-guilds-suite';

frensGuildsSuite((clock) => postgresTestDeps(clock));
