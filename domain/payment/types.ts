/**
 * One purchase flow for everything the mining area sells (MINING.md "Payments: one flow, three
 * ways"): autoclaim, the staking fee, proof of humanity, donations, the soulbound token. What is
 * bought is a `Purchase`: its purpose and the details that purpose needs. The flow, the port and
 * the screens are the same for every purpose; the server prices each one and knows what paying
 * it activates.
 */
import type { DecimalString } from '../money/types';
import type { ExternalWalletTransaction } from '../shared/external-wallet';

/** An ISO 8601 instant as the server writes it. */
type Instant = string;

/**
 * What each purpose's purchase carries, by purpose. A feature that sells something adds its
 * purpose here from its own folder, by declaration merging, so no shared file lists them:
 *
 *     declare module '../../payment/types' {
 *       interface PurchaseDetails { staking: { readonly amount: string; readonly period: string } }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each purpose's feature
export interface PurchaseDetails {}

export type PaymentPurpose = keyof PurchaseDetails & string;

/** One thing to buy: its purpose and that purpose's details. */
export type Purchase = { readonly [P in PaymentPurpose]: { readonly purpose: P; readonly details: PurchaseDetails[P] } }[PaymentPurpose];

export type PaymentWay = 'internal' | 'stars' | 'external';
export const PAYMENT_WAYS: readonly PaymentWay[] = ['internal', 'stars', 'external'];
export type PaymentStatus = 'pending' | 'paid' | 'cancelled' | 'rejected' | 'expired' | 'refunded';

/** What one way costs: TON from the wallet or an external wallet, whole Stars. */
export type WayPrice =
  | { readonly way: 'internal' | 'external'; readonly amount: DecimalString; readonly currency: 'TON' }
  | { readonly way: 'stars'; readonly amount: DecimalString; readonly currency: 'XTR' };

/** The server's prices for one purchase: the ways it can be paid, and where TON goes. */
export interface PaymentOffer {
  readonly ways: readonly WayPrice[];
  readonly treasuryAddress: string;
}

/**
 * The internal way's dry run (seed 001 §5 "Autoclaim transfer"): what leaves the wallet in all and
 * what stays, as the send confirmation shows it. The server decides every figure.
 */
export interface InternalQuote {
  readonly price: DecimalString;
  readonly fee: DecimalString;
  readonly total: DecimalString;
  readonly balance: DecimalString;
  readonly balanceAfter: DecimalString;
  readonly currency: 'TON';
}

/** The internal way's transfer: from this account, to the treasury, for the offer's price. */
export interface InternalPayment {
  readonly accountIndex: number;
  readonly to: string;
  readonly amount: DecimalString;
}

export interface PaymentIntent {
  readonly intentId: string;
  readonly purpose: string;
  readonly way: PaymentWay;
  readonly status: PaymentStatus;
  readonly amount: DecimalString;
  readonly currency: 'TON' | 'XTR';
  readonly chargeId: string | null;
  readonly createdAt: Instant;
  readonly paidAt: Instant | null;
  readonly activatesAt: Instant | null;
}

/** A paid internal transfer: the intent it settled, and when the purchase takes effect. */
export interface InternalReceipt {
  readonly intentId?: string | undefined;
  readonly activatesAt?: Instant | undefined;
}

export interface StarsInvoice {
  readonly link: string;
  readonly intentId: string;
}

export interface ExternalPayment {
  readonly transaction: ExternalWalletTransaction;
  readonly intentId: string;
}

/** Why a payment did not complete; the screen maps each to a message. No text here. */
export type PaymentFailure =
  /** The internal transfer was refused on its amount: the balance is short. */
  | { readonly type: 'not-enough-balance' }
  /**
   * Any other refusal of the server (seed 001 §5: 'unknown' error), with its stable code when the
   * server gave one, so the sheet words the refusal in the app's language (never the server's English).
   */
  | { readonly type: 'unknown'; readonly code?: string | undefined }
  /** The Stars invoice was closed without paying; nothing was charged. */
  | { readonly type: 'cancelled' }
  /** The external wallet declined the connection or the transaction, or the server reports it rejected. */
  | { readonly type: 'wallet-rejected' }
  /**
   * Paid, but the purchase could no longer be made when the payment landed (a staking fee whose
   * SWITCH was staked or spent meanwhile): the server refunded it to where it came from.
   */
  | { readonly type: 'refunded' }
  /** The external transaction's validity passed before it landed. */
  | { readonly type: 'expired' }
  /** The external wallet was disconnected before it sent the transaction: nothing was sent. */
  | { readonly type: 'wallet-disconnected' }
  /** The server still says 'pending' after the flow stopped waiting; it may complete later. */
  | { readonly type: 'unconfirmed' }
  /** No server answered: the outcome is not known (a retry reuses the key). */
  | { readonly type: 'unreachable' }
  /** The server failed (5xx): the outcome is not known (a retry reuses the key). */
  | { readonly type: 'server'; readonly status: number };

export type PaymentFailureType = PaymentFailure['type'];
