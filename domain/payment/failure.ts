/** Pure rules of the payment flow: how a refusal or an intent status becomes a typed outcome. */
import { failureOf } from '../shared/api-failure';
import { walletRefusalOf } from '../shared/external-wallet-error';
import type { PaymentFailure, PaymentStatus } from './types';

/**
 * A server call's failure (seed 001 §5 "Autoclaim transfer"): a refusal whose path includes
 * 'amount' is a short balance, any other refusal is 'unknown' with its code; no answer or a 5xx leaves the
 * outcome unknown.
 */
export function paymentFailureOf(error: unknown): PaymentFailure {
  const failure = failureOf(error);
  switch (failure.type) {
    case 'rejected':
      if (failure.path?.includes('amount')) return { type: 'not-enough-balance' };
      return failure.code === undefined ? { type: 'unknown' } : { type: 'unknown', code: failure.code };
    case 'unreachable':
      return { type: 'unreachable' };
    case 'server':
      return { type: 'server', status: failure.status };
    default:
      return { type: 'unknown' };
  }
}

/** The external wallet's failure: the user said no, the validity passed, the wallet went away, or something else broke. */
export function walletFailureOf(error: unknown): PaymentFailure {
  const refusal = walletRefusalOf(error);
  if (refusal === 'rejected') return { type: 'wallet-rejected' };
  if (refusal === 'expired') return { type: 'expired' };
  if (refusal === 'disconnected') return { type: 'wallet-disconnected' };
  return { type: 'unknown' };
}

/**
 * Whether the failed purchase offers go-to-swap (seed 001 §5 "Autoclaim": an error offers it). Only
 * where a swap can help: a short balance, or a refusal the server did not explain. A wallet that
 * said no, went away or let the validity pass, a closed invoice, an outcome not known yet (no
 * answer, a 5xx, still pending) are not fixed by buying TON, and a swap there only misleads.
 */
export function failureOffersSwap(failure: PaymentFailure | null): boolean {
  return failure?.type === 'not-enough-balance' || failure?.type === 'unknown';
}

/** A settled intent's failure; null while pending or when paid. */
export function intentFailureOf(status: PaymentStatus): PaymentFailure | null {
  switch (status) {
    case 'cancelled':
      return { type: 'cancelled' };
    case 'rejected':
      return { type: 'wallet-rejected' };
    case 'expired':
      return { type: 'expired' };
    case 'refunded':
      return { type: 'refunded' };
    default:
      return null;
  }
}

/**
 * Whether a retry must reuse the key: only when the outcome is unknown (no answer, a 5xx, still
 * pending). A definite outcome (refused, cancelled, rejected, expired) makes the next press a new
 * action with a new key; reusing it would replay the refusal or the cancelled invoice.
 */
export function keepsKeyAfter(failure: PaymentFailure): boolean {
  return failure.type === 'unreachable' || failure.type === 'server' || failure.type === 'unconfirmed';
}
