/**
 * A donation is a purchase (seed 001 §4 "Donation"; MINING.md "Payments"): the one purchase flow
 * pays it from the wallet (at once) or an external wallet (when it lands); the server prices the
 * offer and records the donation, and 99 TON or more earns a hall-of-fame entry.
 */
import type { Purchase } from '../../payment/types';
import type { DonationKind } from './types';

declare module '../../payment/types' {
  interface PurchaseDetails {
    readonly donation: { readonly kind: DonationKind; readonly tonAmount: string; readonly name: string; readonly comment: string };
  }
}

export const donationPurchase = (kind: DonationKind, tonAmount: string, name = '', comment = ''): Purchase => ({
  purpose: 'donation',
  details: { kind, tonAmount, name, comment },
});
