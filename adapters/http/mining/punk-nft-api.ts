/** The PunkNftApi port over the mining server; arrives with the NFT task's sheet. */
import type { PunkNftApi } from '../../../domain/mining/tasks/punk-nft/port';
import type { HttpClient } from '../client';
import { punkNftContract as c } from '../contract/mining/punk-nft';

export function createHttpPunkNftApi(http: HttpClient): PunkNftApi {
  return { checkPunkNft: (walletAddress, options) => http.call(c.checkPunkNft, { ...options, body: { walletAddress } }) };
}
