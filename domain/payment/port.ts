/**
 * Every purchase's server calls, keyed by purpose: the adapter maps a purpose to the seed's
 * endpoint for it (autoclaim: /transfer, /telegramStar/autoclaim, /transfer/external/autoclaim;
 * staking: /deposit; proof: /v2/prove/preCheckout; donation: /v2/donation/donate...). Outcomes of
 * Stars invoices and external transfers are learnt by reading the intent, never from a callback.
 */
import type { CallOptions, ValueCallOptions } from '../shared/call-options';
import type { ExternalPayment, InternalPayment, InternalQuote, InternalReceipt, PaymentIntent, PaymentOffer, Purchase, StarsInvoice } from './types';

export interface PaymentApi {
  /** The ways this purchase can be paid and their prices. */
  offer(purchase: Purchase, options?: CallOptions): Promise<PaymentOffer>;
  /** The internal way's dry run: what it costs in all; a short balance is refused on `amount`. */
  checkInternal(purchase: Purchase, payment: InternalPayment, options?: CallOptions): Promise<InternalQuote>;
  /** The internal way, once per key. */
  payInternal(purchase: Purchase, payment: InternalPayment, options: ValueCallOptions): Promise<InternalReceipt>;
  /** A Stars invoice for this purchase, once per key. */
  starsInvoice(purchase: Purchase, options: ValueCallOptions): Promise<StarsInvoice>;
  /** The external wallet's transaction for this purchase, once per key. */
  externalTransaction(purchase: Purchase, options: ValueCallOptions): Promise<ExternalPayment>;
  /** An intent's status: how the flow learns a Stars or external outcome. */
  intent(intentId: string, options?: CallOptions): Promise<PaymentIntent>;
}
