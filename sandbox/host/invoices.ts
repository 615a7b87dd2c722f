/**
 * The host page's Pay and Cancel on a Stars invoice: the outcome is recorded by the mining API's
 * control (POST <miningApi>/sandbox/invoices/<slug>/<paid|cancelled>), in the store, once per
 * charge, so the app learns it by reading the server. This server only forwards and relays.
 */

/** What the SDK accepts as an invoice slug (from t.me/$slug or t.me/invoice/slug). */
export const INVOICE_SLUG_PATTERN = /^[A-Za-z0-9_=-]{1,256}$/;

export type InvoiceOutcome = 'paid' | 'cancelled';
export const isInvoiceOutcome = (text: string): text is InvoiceOutcome => text === 'paid' || text === 'cancelled';

const CALL_TIMEOUT_MS = 5_000;

export interface Relayed {
  readonly status: number;
  readonly body: unknown;
}

export async function forwardInvoiceOutcome(miningApiUrl: string, slug: string, outcome: InvoiceOutcome, fetchImpl: typeof fetch = fetch): Promise<Relayed> {
  let response: Response;
  try {
    response = await fetchImpl(`${miningApiUrl}/sandbox/invoices/${encodeURIComponent(slug)}/${outcome}`, {
      method: 'POST',
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch {
    return { status: 502, body: { message: 'mining API unreachable', code: 'mining-unreachable' } };
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    body = { message: 'mining API answered no JSON', code: 'bad-gateway' };
  }
  // Our refusals and the mining API's (unknown invoice, 4xx) stay as they are; its failures are a bad gateway.
  return { status: response.status >= 500 ? 502 : response.status, body };
}
