/**
 * The tasks that need a connected TON wallet (seed 001 §7 "check staking punks", "set TON wallet"):
 * the app names the connected wallet; the server verifies the task against its own records and
 * grants the boost once. Refusals: 'no-wallet', 'no-punk-staked', 'not-enough-punk-staked', 'not-bitget'.
 */
import type { ValueCallOptions } from '../../../shared/call-options';
import type { SubscriptionConfirmed } from '../types';

export interface WalletTasksApi {
  /** The staking-boost task: the wallet must hold enough PUNK in staking. */
  checkPunkStaking(walletAddress: string, options: ValueCallOptions): Promise<SubscriptionConfirmed>;
  /** The wallet-download task: the wallet must be a Bitget wallet; it becomes the user's TON wallet. */
  setTonWallet(walletAddress: string, options: ValueCallOptions): Promise<SubscriptionConfirmed>;
}
