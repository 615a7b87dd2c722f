/**
 * How an external wallet (TON Connect, the sandbox wallet) says no. Adapters throw it; the payment
 * flow maps it to a typed failure. Anything else an adapter throws is an unknown wallet failure.
 */
export type ExternalWalletRefusal =
  /** The user declined the connection or the transaction in the wallet. */
  | 'rejected'
  /** The transaction's validUntil passed before the wallet sent it (or answered at all). */
  | 'expired'
  /** The wallet is no longer connected (the user disconnected it in the wallet app). */
  | 'disconnected';

export class ExternalWalletError extends Error {
  constructor(readonly refusal: ExternalWalletRefusal, message = `external wallet: ${refusal}`) {
    super(message);
    this.name = 'ExternalWalletError';
  }
}

export function walletRefusalOf(error: unknown): ExternalWalletRefusal | null {
  return error instanceof ExternalWalletError ? error.refusal : null;
}
