/**
 * The proof's failures and statuses in words (seed 001 §8: 'Invalid code - check the transaction
 * comment and try again'); one exhaustive switch each, so a new failure does not compile until it
 * is worded in en and ru.
 */
import { useLingui } from '@lingui/react/macro';
import type { CodeFailure, ProveFailure } from '../../../../domain/mining/prove/failure';
import type { ProveStatus } from '../../../../domain/mining/prove/types';

export function useProveWords() {
  const { t } = useLingui();
  const failure = (value: ProveFailure): string => {
    switch (value.type) {
      case 'outside-messenger':
        return t`Only possible to use inside telegram bot`;
      case 'server':
        return t`Server error`;
    }
  };
  return {
    failure,
    codeFailure: (value: CodeFailure): string => {
      switch (value.type) {
        case 'invalid-code':
          return t`Invalid code - check the transaction comment and try again`;
        case 'try-later':
          return t`Too many wrong codes. Try again in 10 minutes.`;
        case 'closed':
          return t`The proof of humanity is closed.`;
        case 'no-code-yet':
          return t`The code has not been sent yet: wait a moment and try again.`;
        default:
          return failure(value);
      }
    },
    status: (status: ProveStatus | null): string => {
      switch (status) {
        case 'internalInQueue':
          return t`In queue`;
        case 'responsing':
          return t`The code is on its way`;
        case 'internalError':
          return t`Verification transaction failed - check your wallet and try again`;
        case 'confirmProve':
          return t`Verified`;
        case 'received':
        case null:
          return t`Payment received`;
      }
    },
  };
}
