/**
 * One payment flow for every purchase of the mining area (MINING.md "Payments: one flow, three
 * ways"): autoclaim now; staking fees, proof of humanity, donations and the SBT later. What is
 * bought is a parameter: each purpose supplies its own server calls (PaymentCalls), the flow is
 * the same.
 */
import type { DecimalString } from '../money/types';
import type { ExternalWalletTransaction } from '../ports';
import type { CallOptions, ValueCallOptions } from '../shared/call-options';

/** An ISO 8601 instant as the server writes it. */
type Instant = string;

export type PaymentWay = 'internal' | 'stars' | 'external';
/** What a payment buys; grows with the mining features (staking fees, proof, donations, SBT). */
export type PaymentPurpose = 'autoclaim';
export type PaymentStatus = 'pending' | 'paid' | 'cancelled' | 'rejected' | 'expired';

export interface PaymentIntent {
  readonly intentId: string;
  readonly purpose: PaymentPurpose;
  readonly way: PaymentWay;
  readonly status: PaymentStatus;
  readonly amount: DecimalString;
  readonly currency: 'TON' | 'XTR';
  readonly chargeId: string | null;
  readonly createdAt: Instant;
  readonly paidAt: Instant | null;
  readonly activatesAt: Instant | null;
}

/** Why a payment did not complete; the screen maps each to a message. No text here. */
export type PaymentFailure =
  /** The internal transfer was refused on its amount: the balance is short. */
  | { readonly type: 'not-enough-balance' }
  /** Any other refusal of the server (seed 001 §5: 'unknown' error). */
  | { readonly type: 'unknown' }
  /** The Stars invoice was closed without paying; nothing was charged. */
  | { readonly type: 'cancelled' }
  /** The external wallet declined the connection or the transaction, or the server reports it rejected. */
  | { readonly type: 'wallet-rejected' }
  /** The external transaction's validity passed before it landed. */
  | { readonly type: 'expired' }
  /** The server still says 'pending' after the flow stopped waiting; it may complete later. */
  | { readonly type: 'unconfirmed' }
  /** No server answered: the outcome is not known (a retry reuses the key). */
  | { readonly type: 'unreachable' }
  /** The server failed (5xx): the outcome is not known (a retry reuses the key). */
  | { readonly type: 'server'; readonly status: number };

/** The internal way's transfer to the treasury (what the purpose costs, from the server's config). */
export interface TreasuryTransfer {
  readonly to: string;
  readonly amount: DecimalString;
  readonly accountIndex: number;
}

export interface PaymentInput {
  readonly purpose: PaymentPurpose;
  readonly way: PaymentWay;
  /** Made once per user action by the invoking machine; a retry of an unknown outcome passes it again. */
  readonly idempotencyKey: string;
  /** Required for the internal way. */
  readonly transfer?: TreasuryTransfer | undefined;
  /** Between two reads of the intent's status (default 1.5 s). */
  readonly pollMs?: number | undefined;
  /** How long a paid or pending Stars callback, or a sent external transaction, waits for the server (default 60 s). */
  readonly confirmWithinMs?: number | undefined;
}

/** What the flow hands back to the machine that invoked it. */
export type PaymentOutput =
  | { readonly ok: true; readonly way: PaymentWay; readonly intentId: string | null; readonly activatesAt: string | null }
  | { readonly ok: false; readonly way: PaymentWay; readonly failure: PaymentFailure; readonly idempotencyKey: string };

/** The answer of an internal transfer (dry run or real). */
export interface TransferAnswer {
  readonly transferId?: string | undefined;
  readonly activatesAt?: string | undefined;
}

/**
 * The server calls of one purpose. A purpose that has no way of paying leaves it out; the flow
 * then fails that way as 'unknown' (the screen offers only the ways the purpose has).
 */
export interface PaymentCalls {
  readonly transfer?: ((request: TreasuryTransfer & { readonly dry: boolean }, options: ValueCallOptions) => Promise<TransferAnswer>) | undefined;
  readonly starsInvoice?: ((options: ValueCallOptions) => Promise<{ readonly link: string; readonly intentId: string }>) | undefined;
  readonly externalTransaction?:
    | ((options: ValueCallOptions) => Promise<{ readonly transaction: ExternalWalletTransaction; readonly intentId: string }>)
    | undefined;
  /** The intent's status: how the flow learns a Stars or external outcome. */
  readonly intent: (intentId: string, options: CallOptions) => Promise<PaymentIntent>;
}
