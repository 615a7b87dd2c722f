/**
 * The NFT task `nftPunk` (type nft; seed 001 §6 "NFT, staking and wallet tasks need a connected TON
 * wallet"; §9 Secret Society's "1 Punk NFT"; docs/decisions/tasks.md "Tasks (issue 20)", "Punk NFT"):
 * the Punk NFTs the user's sandbox external wallet holds (`sandbox_punk_nfts`, set by the mining
 * API's control as the chain would show them). `/boost/checkPunkNft` with the connected wallet:
 * the wallet must be the user's and hold at least one; granted once (wallet-tasks.ts's grant).
 */
import type { Queryable } from '../../main/engine/ledger';
import { SandboxError } from '../../platform/http/errors';
import { punkNftsHeld } from './punk-nft-store';
import { isUsersWallet } from './wallet-tasks';

export const PUNK_NFT_CODE = 'nftPunk';

/** The NFT task's condition: the connected wallet is the user's and holds a Punk NFT. */
export async function verifyPunkNft(q: Queryable, userId: number, walletAddress: string): Promise<void> {
  if (!isUsersWallet(userId, walletAddress)) throw new SandboxError(409, 'No connected TON wallet of this user', 'no-wallet', ['walletAddress']);
  if ((await punkNftsHeld(q, userId)) < 1) throw new SandboxError(409, 'No Punk NFT in the connected wallet', 'no-punk-nft');
}
