/** The auction's failures in words (one exhaustive switch: a new failure does not compile until worded). */
import { useLingui } from '@lingui/react/macro';
import type { AuctionFailure, ClaimFailure } from '../../../../domain/mining/auction/failure';

export function useAuctionFailureText(): (failure: AuctionFailure | ClaimFailure | null) => string {
  const { t } = useLingui();
  return (failure) => {
    if (failure === null) return '';
    switch (failure.type) {
      case 'outside-messenger':
        return t`Only possible to use inside telegram bot`;
      case 'server':
        return t`Server error`;
      case 'unavailable-amount':
        return t`Unavailable amount`;
      case 'not-enough-gas':
        return t`Not enough gas`;
      case 'closed':
        return t`The auction is closed`;
      case 'refused':
        // Another refusal of the claim, worded by its code; a code this app does not know is the generic text.
        switch (failure.code) {
          case 'idempotency-key-in-progress':
            return t`This claim is still being processed`;
          case 'no-mining':
            return t`Start mining first: there is nothing to claim yet`;
          default:
            return t`Unknown error`;
        }
    }
  };
}

/** The docs of the auction in the user's language (seed 001 §2: a help link to language-specific docs). */
export const auctionHelpUrl = (locale: string): string => `https://docs.switch-wallet.app/${locale === 'ru' ? 'ru' : 'en'}/mining/auction`;
