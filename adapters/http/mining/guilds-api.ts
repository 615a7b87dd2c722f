/** The GuildsApi port over the mining server; arrives with the guilds screens' first call. */
import type { GuildsApi } from '../../../domain/mining/guilds/port';
import type { HttpClient } from '../client';
import { guildsContract as c } from '../contract/mining/guilds';

export function createHttpGuildsApi(http: HttpClient): GuildsApi {
  return {
    guildLeaderboard: (rank, options) => http.call(c.guildLeaderboard, { ...options, params: { rank } }),
    rankCard: (options) => http.call(c.rankCard, options),
    allianceLeaderboard: (rank, options) => http.call(c.allianceLeaderboard, { ...options, params: { rank } }),
    alliance: (name, options) => http.call(c.alliance, { ...options, params: { name } }),
    setAlliance: (name, options) => http.call(c.setAlliance, { ...options, query: name === null ? {} : { alliance: name } }),
  };
}
