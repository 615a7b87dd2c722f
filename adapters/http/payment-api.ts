/**
 * The PaymentApi port over the mining server: one adapter for every purchase, keyed by purpose.
 * The offer, the intent and the generic dry run are the same calls for every purpose; paying goes
 * to the seed's endpoint of that purpose, which its feature's module maps (PURPOSES below: a
 * feature that sells something adds its line, and the type makes the line required).
 */
import type { PaymentApi } from '../../domain/payment/port';
import type { ExternalPayment, InternalPayment, InternalQuote, InternalReceipt, PaymentPurpose, Purchase, StarsInvoice } from '../../domain/payment/types';
import { ApiError } from '../../domain/shared/api-failure';
import type { CallOptions, ValueCallOptions } from '../../domain/shared/call-options';
import type { HttpClient } from './client';
import { paymentsContract as c } from './contract/mining/payments';

/** How one purpose is paid on the seed's endpoints; a way left out is not offered by that purpose. */
export interface PurposeEndpoints {
  /** The internal way's dry run; by default the generic /payments/check. */
  readonly checkInternal?: (http: HttpClient, purchase: Purchase, payment: InternalPayment, options: CallOptions) => Promise<InternalQuote>;
  readonly payInternal?: (http: HttpClient, purchase: Purchase, payment: InternalPayment, options: ValueCallOptions) => Promise<InternalReceipt>;
  readonly starsInvoice?: (http: HttpClient, purchase: Purchase, options: ValueCallOptions) => Promise<StarsInvoice>;
  readonly externalTransaction?: (http: HttpClient, purchase: Purchase, options: ValueCallOptions) => Promise<ExternalPayment>;
}

/** Each purpose's endpoints, loaded with its first payment. */
const PURPOSES: { readonly [P in PaymentPurpose]: () => Promise<PurposeEndpoints> } = {
  autoclaim: () => import('./mining/autoclaim-purchase').then((module) => module.autoclaimPurchase),
};

/** A way the purpose does not offer: refused like an unknown server refusal, never sent anywhere. */
function missingWay(purchase: Purchase, way: string): never {
  throw new ApiError({ type: 'contract', detail: `${purchase.purpose} cannot be paid by ${way}` });
}

const wire = (purchase: Purchase) => ({ purpose: purchase.purpose, details: purchase.details as Readonly<Record<string, string>> });

export function createHttpPaymentApi(http: HttpClient): PaymentApi {
  const endpoints = (purchase: Purchase): Promise<PurposeEndpoints> => PURPOSES[purchase.purpose]();
  return {
    offer: async (purchase, options) => {
      const { ways, treasuryAddress } = await http.call(c.paymentOffer, { ...options, body: wire(purchase) });
      return { ways, treasuryAddress };
    },
    checkInternal: async (purchase, payment, options = {}) => {
      const own = (await endpoints(purchase)).checkInternal;
      if (own) return own(http, purchase, payment, options);
      return http.call(c.paymentCheck, { ...options, body: { ...wire(purchase), accountIndex: payment.accountIndex } });
    },
    payInternal: async (purchase, payment, options) => ((await endpoints(purchase)).payInternal ?? missingWay(purchase, 'internal'))(http, purchase, payment, options),
    starsInvoice: async (purchase, options) => ((await endpoints(purchase)).starsInvoice ?? missingWay(purchase, 'stars'))(http, purchase, options),
    externalTransaction: async (purchase, options) =>
      ((await endpoints(purchase)).externalTransaction ?? missingWay(purchase, 'external wallet'))(http, purchase, options),
    intent: (intentId, options) => http.call(c.paymentIntent, { ...options, query: { intentId } }),
  };
}
