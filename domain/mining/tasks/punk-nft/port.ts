/**
 * The NFT task (seed 001 §3 type nft; §6 it needs a connected TON wallet): the app names the
 * connected wallet; the server checks it is the user's and holds a Punk NFT, and grants the boost
 * once. Refusals: 'no-wallet', 'no-punk-nft'.
 */
import type { ValueCallOptions } from '../../../shared/call-options';
import type { SubscriptionConfirmed } from '../types';

export interface PunkNftApi {
  checkPunkNft(walletAddress: string, options: ValueCallOptions): Promise<SubscriptionConfirmed>;
}
