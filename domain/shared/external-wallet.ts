/**
 * An external wallet the user connects (TON Connect in production, the sandbox wallet in tests).
 * A refusal (the user declined, the validity passed) rejects with ExternalWalletError
 * (external-wallet-error.ts), so the payment flow can type it.
 */

/**
 * What an external payment asks the wallet to send: validUntil in epoch seconds, amounts in
 * nanotons, and the text comment that names the intent (the adapter encodes it as the comment
 * cell wallets expect).
 */
export interface ExternalWalletTransaction {
  readonly validUntil: number;
  readonly messages: readonly { readonly address: string; readonly amount: string; readonly comment?: string | undefined }[];
}

export interface ExternalWallet {
  readonly connected: boolean;
  readonly address: string | null;
  connect(): Promise<string>;
  disconnect(): Promise<void>;
  sendTransaction(transaction: ExternalWalletTransaction): Promise<{ boc: string }>;
}
