/**
 * Why a wallet task's step failed, typed for the sheet to word (seed 001 §5, §8: 'No $PUNK in
 * staking', 'Not enough $PUNK staked', 'Connected wallet is not Bitget'), or the wallet said no.
 */
import { taskRefusalOf, type TasksFailure } from '../failure';

export type WalletTaskFailure =
  /** The server sees no connected wallet of this user (the connection dropped). */
  | { readonly type: 'no-wallet' }
  | { readonly type: 'no-punk-staked' }
  | { readonly type: 'not-enough-punk-staked' }
  | { readonly type: 'not-bitget' }
  /** The user declined the connection in the wallet, or it could not connect. */
  | { readonly type: 'wallet-refused' }
  | TasksFailure;

const REFUSALS = ['no-wallet', 'no-punk-staked', 'not-enough-punk-staked', 'not-bitget'] as const;

export const walletTaskFailureOf = (error: unknown): WalletTaskFailure => taskRefusalOf(error, REFUSALS);

/** The failure an invocation's error event carries, for `assign`. */
export const walletTaskFailureOfEvent = ({ event }: { readonly event: object }): WalletTaskFailure => walletTaskFailureOf('error' in event ? event.error : undefined);
