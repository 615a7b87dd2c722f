/** The proof's payment refusals in the app's words (issue 23: a server message is shown on the sheet). */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The proof's own refusals of its payment, worded by their code (the server's English is never shown). */
export function proveRefusal(code: string): ReactNode | null {
  switch (code) {
    case 'not-in-human-group':
      return <Trans>Proof of humanity is not open to you</Trans>;
    case 'already-proven':
      return <Trans>You are already verified</Trans>;
    case 'prove-closed':
      return <Trans>Proof of humanity is closed</Trans>;
    case 'prove-in-progress':
      return <Trans>Your verification is already in progress</Trans>;
    default:
      return null;
  }
}