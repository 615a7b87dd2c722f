/** The FrensApi port over the mining server; arrives with the friends screen's first call. */
import type { FrensApi } from '../../../domain/mining/frens/port';
import type { HttpClient } from '../client';
import { FRIENDS_PAGE_SIZE, frensContract as c } from '../contract/mining/frens';

const pageQuery = (pageToken: string | null) => ({ limit: FRIENDS_PAGE_SIZE, ...(pageToken === null ? {} : { pageToken }) });

export function createHttpFrensApi(http: HttpClient): FrensApi {
  return {
    referralStats: (options) => http.call(c.referralStats, { ...options, requestId: 'mining-referral-stats' }),
    listFriends: (pageToken, options) => http.call(c.listFriends, { ...options, query: pageQuery(pageToken) }),
    referralLedger: (pageToken, options) => http.call(c.referralLedger, { ...options, query: pageQuery(pageToken) }),
    frensConfig: (options) => http.call(c.frensConfig, { ...options, requestId: 'mining-frens-config' }),
  };
}
