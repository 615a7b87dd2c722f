/** A transaction's receipt (issue 38, /history/{id}): one history entry with everything the server knows of it. */
import type { ChainId } from '../../chains';
import type { DecimalString } from '../../money/types';

/** One side of the movement: what left or reached the account, with its USD value at the transaction's time. */
export interface ReceiptAmount {
  readonly direction: 'in' | 'out';
  readonly symbol: string;
  readonly chainId: ChainId;
  /** Whole tokens. */
  readonly amount: DecimalString;
  readonly usdAtTime: DecimalString;
}

export interface ReceiptStep {
  readonly type: 'swap' | 'cross';
  readonly viaTool: { readonly key: string; readonly name: string; readonly logoURI: string };
  readonly from: { readonly symbol: string; readonly chainId: ChainId; readonly printAmount: DecimalString };
  readonly to: { readonly symbol: string; readonly chainId: ChainId; readonly printAmount: DecimalString };
}

export interface Receipt {
  readonly id: string;
  readonly type: 'deposit' | 'withdrawal' | 'swap';
  readonly status: 'completed';
  readonly createdAt: string;
  readonly accountIndex: number;
  readonly chainId: ChainId;
  readonly amounts: readonly ReceiptAmount[];
  /** The recipient of a withdrawal, the sender of a deposit when known; null otherwise. */
  readonly counterparty: string | null;
  readonly comment: string | null;
  /** The network fee the account paid, in the chain's coin; null when none. */
  readonly fee: { readonly amount: DecimalString; readonly symbol: string; readonly usdAtTime: DecimalString } | null;
  /** A swap's route steps; empty for the rest. */
  readonly steps: readonly ReceiptStep[];
}
