/** The open-league task's calls and its badge record, as a mining feature of the sandbox (features.ts). */
import { openLeagueContract } from '../../../adapters/http/contract/mining/open-league';
import { leagueBadges } from './league-migrations';
import { leagueRoutes } from './league-routes';

// Typed where it is listed (features.ts), so this file does not import the list back.
export const openLeagueFeature = {
  id: 'open-league',
  contract: openLeagueContract,
  routes: leagueRoutes,
  migrations: [leagueBadges],
};
