/**
 * Stars invoices the tester paid on the host page.
 *
 * Interim: the platform's POST <mainApi>/sandbox/payments does not exist yet, so payments are kept
 * in this host server's memory (lost on restart, invisible to the main API). When the endpoint
 * lands, recordInvoicePayment is the one place to forward from.
 */
import type { Clock } from '../../domain/ports';

export interface InvoicePayment {
  readonly slug: string;
  readonly paidAt: string;
}

export interface InvoicePayments {
  /** Records a paid invoice; paying the same slug again returns the first record. */
  recordInvoicePayment(slug: string): InvoicePayment;
  list(): readonly InvoicePayment[];
}

/** What the SDK accepts as an invoice slug (from t.me/$slug or t.me/invoice/slug). */
export const INVOICE_SLUG_PATTERN = /^[A-Za-z0-9_=-]{1,256}$/;

export function createInvoicePayments(clock: Clock): InvoicePayments {
  const paid = new Map<string, InvoicePayment>();
  return {
    recordInvoicePayment(slug) {
      if (!INVOICE_SLUG_PATTERN.test(slug)) throw new Error(`invalid invoice slug '${slug}'`);
      const existing = paid.get(slug);
      if (existing) return existing;
      const payment = { slug, paidAt: new Date(clock.now()).toISOString() };
      paid.set(slug, payment);
      return payment;
    },
    list: () => [...paid.values()],
  };
}
