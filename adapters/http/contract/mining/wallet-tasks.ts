/**
 * The tasks that need a connected TON wallet (seed 001 §4 "Staking-boost task", "Wallet-download
 * task"; §5 and §8 their errors; §6 "NFT, staking and wallet tasks need a connected TON wallet";
 * docs/decisions/tasks.md "Tasks (issue 20)", "Wallet tasks"). The app sends the connected wallet's
 * address; the server checks it is the user's wallet and verifies the task against its own records
 * (the PUNK staked by that wallet, the wallet's app), and grants the task's boost once.
 */
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { userMiningSchema } from './record';
import { serverTimeSchema } from './shared';
import { taskSchema } from './tasks';

/** A TON address as TON Connect gives it (user-friendly or raw); the server compares it with the user's wallet. */
const walletAddressSchema = z.string().check(z.minLength(48), z.maxLength(80), z.regex(/^[A-Za-z0-9_+/:=-]+$/, 'TON address'));

const grantedSchema = z.object({ ok: z.literal(true), task: taskSchema, mining: userMiningSchema, serverTime: serverTimeSchema });

export const walletTasksContract = {
  checkPunkStaking: endpoint({
    method: 'POST',
    path: '/boost/checkPunkStaking',
    summary:
      'Check the staking-boost task: the connected wallet must be the user’s and have at least the task’s minimum of PUNK staked; granted once. 409 no-wallet, no-punk-staked, not-enough-punk-staked',
    query: undefined,
    body: z.object({ walletAddress: walletAddressSchema }),
    response: grantedSchema,
    movesValue: true,
  }),
  setTonWallet: endpoint({
    method: 'POST',
    path: '/setTonWallet',
    summary: 'Set the user’s TON wallet for the wallet-download task: the connected wallet must be the user’s and a Bitget wallet; granted once. 409 no-wallet, not-bitget',
    query: undefined,
    body: z.object({ walletAddress: walletAddressSchema }),
    response: grantedSchema,
    movesValue: true,
  }),
} as const;
