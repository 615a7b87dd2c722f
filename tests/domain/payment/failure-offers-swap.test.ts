/** Which failed purchases offer go-to-swap: only those a swap can fix (domain/payment/failure.ts). */
import { describe, expect, it } from 'vitest';
import { failureOffersSwap } from '../../../domain/payment/failure';
import type { PaymentFailure, PaymentFailureType } from '../../../domain/payment/types';

const EVERY_FAILURE: Record<PaymentFailureType, PaymentFailure> = {
  'not-enough-balance': { type: 'not-enough-balance' },
  unknown: { type: 'unknown' },
  cancelled: { type: 'cancelled' },
  'wallet-rejected': { type: 'wallet-rejected' },
  expired: { type: 'expired' },
  refunded: { type: 'refunded' },
  'wallet-disconnected': { type: 'wallet-disconnected' },
  unconfirmed: { type: 'unconfirmed' },
  unreachable: { type: 'unreachable' },
  server: { type: 'server', status: 502 },
};

describe('go-to-swap after a failed purchase', () => {
  it('is offered for a short balance and an unexplained refusal, for nothing else', () => {
    const offered = Object.values(EVERY_FAILURE).filter(failureOffersSwap).map((failure) => failure.type);
    expect(offered).toEqual(['not-enough-balance', 'unknown']);
    expect(failureOffersSwap(null)).toBe(false);
  });
});
