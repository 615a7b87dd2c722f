/** The donation offers' words, and the purchase sheet's (seed 001 §8: a failed donation reads 'An error occurred'). */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { DonationKind } from '../../../../domain/mining/donate/types';
import type { DonationProblem } from '../../../../domain/mining/donate/rules';

/**
 * The donation's own refusals of its payment, worded by their code (issue 23: a server message is
 * shown on the sheet; the server's English never is). The form checks the same rules first, so
 * these show only when the server and the form disagree (an older app, a changed limit).
 */
export function donationRefusal(code: string): ReactNode | null {
  switch (code) {
    case 'below-minimum':
      return <Trans>The hall of fame needs at least 99 TON</Trans>;
    case 'amount-too-large':
      return <Trans>At most 1,000,000 TON</Trans>;
    case 'invalid-amount':
      return <Trans>Enter a valid amount</Trans>;
    case 'invalid-details':
      return <Trans>Check the name and the comment: a name is needed, and some characters are not allowed</Trans>;
    default:
      return null;
  }
}

export const DONATION_WORDING = {
  intro: <Trans>Thank you for supporting the project.</Trans>,
  failureTitle: <Trans>An error occurred</Trans>,
  success: <Trans>Thank you! Your donation has arrived.</Trans>,
  refusal: donationRefusal,
};

export function useOfferWords() {
  const { t } = useLingui();
  return {
    title: (kind: DonationKind): string => {
      switch (kind) {
        case 'sbt':
          return t`Supporter SBT`;
        case 'chat':
          return t`Donors' chat`;
        case 'hallOfFame':
          return t`Hall of fame`;
      }
    },
    detail: (kind: DonationKind): string => {
      switch (kind) {
        case 'sbt':
          return t`A soulbound token that shows you supported the project.`;
        case 'chat':
          return t`Access to the chat of the project's donors.`;
        case 'hallOfFame':
          return t`Your name and comment in the hall of fame, for 99 TON or more.`;
      }
    },
  };
}

export function useProblemText(): (problem: DonationProblem | null) => string {
  const { t } = useLingui();
  return (problem) => {
    switch (problem) {
      case null:
        return '';
      case 'enter-amount':
        return t`Enter an amount`;
      case 'below-minimum':
        return t`The hall of fame needs at least 99 TON`;
      case 'above-maximum':
        return t`At most 1,000,000 TON`;
      case 'enter-name':
        return t`Enter your name`;
    }
  };
}
