/**
 * The NFT task (seed 001 §3 type nft; §6 "NFT, staking and wallet tasks need a connected TON
 * wallet"; docs/decisions/tasks.md "Tasks (issue 20)", "Punk NFT"): the app names the connected wallet;
 * the server checks it is the user's and holds a Punk NFT, and grants the boost once.
 */
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { userMiningSchema } from './record';
import { serverTimeSchema } from './shared';
import { taskSchema } from './tasks';

export const punkNftContract = {
  checkPunkNft: endpoint({
    method: 'POST',
    path: '/boost/checkPunkNft',
    summary: 'Check the NFT task: the connected wallet must be the user’s and hold a Punk NFT; granted once. 409 no-wallet, no-punk-nft',
    query: undefined,
    body: z.object({ walletAddress: z.string().check(z.minLength(48), z.maxLength(80), z.regex(/^[A-Za-z0-9_+/:=-]+$/, 'TON address')) }),
    response: z.object({ ok: z.literal(true), task: taskSchema, mining: userMiningSchema, serverTime: serverTimeSchema }),
    movesValue: true,
  }),
} as const;
