/** The BannersApi port over the mining server; arrives with the due-banner check, after the home. */
import type { BannersApi } from '../../../domain/mining/banners/port';
import type { HttpClient } from '../client';
import { bannersContract as c } from '../contract/mining/banners';

export function createHttpBannersApi(http: HttpClient): BannersApi {
  return {
    config: async (options) => {
      const { campaigns, serverTime } = await http.call(c.bannerConfig, { ...options });
      return {
        ends: { openLeague: Date.parse(campaigns.openLeague), inviteContest: Date.parse(campaigns.inviteContest), donate: Date.parse(campaigns.donate) },
        serverTime: Date.parse(serverTime),
      };
    },
  };
}
