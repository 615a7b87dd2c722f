/** The AuctionApi port over the mining server; arrives with the auction screen's first call. */
import type { AuctionApi } from '../../../domain/mining/auction/port';
import type { HttpClient } from '../client';
import { auctionContract as c } from '../contract/mining/auction';

export function createHttpAuctionApi(http: HttpClient): AuctionApi {
  return {
    auction: (options) => http.call(c.auction, { ...options }),
    claim: ({ stake, ...options }) => http.call(c.claimAuction, { ...options, body: stake ? { stake: true } : {} }),
  };
}
