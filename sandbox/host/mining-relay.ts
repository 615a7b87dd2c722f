/**
 * What the host page asks of the mining API's simulation controls, relayed by the host server (the
 * page's content security policy lets it call only its own server and the main API):
 * - Pay and Cancel on a Stars invoice: POST <miningApi>/sandbox/invoices/<slug>/<paid|cancelled>;
 *   the outcome is recorded in the store, once per charge, so the app learns it by reading the server;
 * - the user's external wallet (address, balance, transactions waiting for approval) and the
 *   wallet's answer to one: GET /sandbox/external-wallet, POST .../transactions/<id>/<approve|reject>;
 * - the sandbox clock: GET /sandbox/clock, POST /sandbox/clock { advanceMs } or { to } (the clock
 *   is the platform's, so either API would do; the mining API is the one whose values it drives).
 */

import { sandboxControlHeaders } from '../platform/http/control-header';

/** What the SDK accepts as an invoice slug (from t.me/$slug or t.me/invoice/slug). */
export const INVOICE_SLUG_PATTERN = /^[A-Za-z0-9_=-]{1,256}$/;
export const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type InvoiceOutcome = 'paid' | 'cancelled';
export const isInvoiceOutcome = (text: string): text is InvoiceOutcome => text === 'paid' || text === 'cancelled';
export type WalletDecision = 'approve' | 'reject';
export const isWalletDecision = (text: string): text is WalletDecision => text === 'approve' || text === 'reject';

const CALL_TIMEOUT_MS = 5_000;

export interface Relayed {
  readonly status: number;
  readonly body: unknown;
}

/**
 * Calls a mining control (`path` under /sandbox), with `body` as JSON for a POST, and relays its
 * answer; its failures are a bad gateway.
 */
export async function relayToMining(miningApiUrl: string, method: 'GET' | 'POST', path: string, body?: unknown, fetchImpl: typeof fetch = fetch): Promise<Relayed> {
  let response: Response;
  try {
    // Controls answer only JSON requests carrying the control header (control-guard.ts).
    const headers = method === 'POST' ? { 'content-type': 'application/json', ...sandboxControlHeaders } : sandboxControlHeaders;
    const sent = method === 'POST' && body !== undefined ? { body: JSON.stringify(body) } : {};
    response = await fetchImpl(`${miningApiUrl}/sandbox${path}`, { method, headers, ...sent, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch {
    return { status: 502, body: { message: 'mining API unreachable', code: 'mining-unreachable' } };
  }
  const text = await response.text();
  let answered: unknown;
  try {
    answered = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    answered = { message: 'mining API answered no JSON', code: 'bad-gateway' };
  }
  return { status: response.status >= 500 ? 502 : response.status, body: answered };
}
