/** Which tasks run a wallet task's flow in their sheet (seed 001 §4), instead of Open and Check. */
import type { Task } from '../types';

export type WalletTaskKind = 'staking-boost' | 'wallet-download';

/** The wallet-download task's code (the seed gives it no type of its own). */
export const WALLET_DOWNLOAD_CODE = 'walletBitget';

export function walletTaskOf(task: Pick<Task, 'type' | 'code'>): WalletTaskKind | null {
  if (task.type === 'staking') return 'staking-boost';
  if (task.code === WALLET_DOWNLOAD_CODE) return 'wallet-download';
  return null;
}
