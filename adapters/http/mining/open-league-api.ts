/** The OpenLeagueApi port over the mining server; arrives with the open-league task's sheet. */
import type { OpenLeagueApi } from '../../../domain/mining/tasks/open-league/port';
import type { HttpClient } from '../client';
import { openLeagueContract as c } from '../contract/mining/open-league';

export function createHttpOpenLeagueApi(http: HttpClient): OpenLeagueApi {
  return {
    claimBadge: (options) => http.call(c.openLeagueBadge, { ...options, body: {} }),
    checkTrade: (options) => http.call(c.openLeagueCheck, { ...options, body: {} }),
  };
}
