/**
 * Why a payment did not complete, in words (seed 001 §8 names 'Not enough balance' and 'Unknown
 * error'); one exhaustive switch, so a new failure type does not compile until it is worded. A
 * refusal is worded by its code when the code is one every purchase may meet (the purpose words
 * its own codes: PurchaseWording.refusal); any other code stays 'Unknown error', never the
 * server's English.
 */
import { useLingui } from '@lingui/react/macro';
import type { PaymentFailure } from '../../../domain/payment/types';

export function usePaymentFailureText(): (failure: PaymentFailure) => string {
  const { t } = useLingui();
  return (failure) => {
    switch (failure.type) {
      case 'not-enough-balance':
        return t`Not enough balance`;
      case 'unknown':
        switch (failure.code) {
          case 'not-offered':
            return t`This way to pay is not offered any more: choose another`;
          case 'wrong-amount':
            return t`The price has changed: try again`;
          case 'insufficient-balance':
            return t`Not enough balance`;
          case 'idempotency-key-in-progress':
            return t`This payment is still being processed`;
          default:
            return t`Unknown error`;
        }
      case 'cancelled':
        return t`The payment was cancelled. Nothing was charged.`;
      case 'wallet-rejected':
        return t`The wallet rejected the payment.`;
      case 'expired':
        return t`The payment expired before it arrived.`;
      case 'refunded':
        return t`The purchase could no longer be made when the payment arrived, so the payment was refunded.`;
      case 'wallet-disconnected':
        return t`The wallet was disconnected. Nothing was charged: connect it and try again.`;
      case 'unconfirmed':
        return t`The payment is not confirmed yet. If it goes through, the purchase activates by itself.`;
      case 'unreachable':
      case 'server':
        return t`Server error`;
    }
  };
}
