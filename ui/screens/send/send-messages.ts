/**
 * The send form's errors as text. The domain names them by type; the two keys of the
 * specification keep their ids (send.error.invalid-address, send.error.not-enough-balance), and a
 * refusal of the server's dry run is worded by its code (ui/i18n/refusal-text.ts; seed 000 §8).
 */
import { useLingui } from '@lingui/react/macro';
import type { SendFieldError } from '../../../domain/send/rules';
import { useRefusalText } from '../../i18n/refusal-text';

export function useSendErrorText(): (error: SendFieldError) => string {
  const { t } = useLingui();
  const refusalText = useRefusalText();
  return (error) => {
    switch (error.type) {
      case 'invalid-address':
        return t({ id: 'send.error.invalid-address', message: 'Invalid address' });
      case 'not-enough-balance':
        return t({ id: 'send.error.not-enough-balance', message: 'Not enough balance' });
      case 'comment-too-long': {
        const max = error.max;
        return t`The comment is longer than ${max} characters`;
      }
      case 'server':
        return refusalText(error);
      case 'unavailable':
        return t`Server error`;
    }
  };
}
