/**
 * The send form's errors as text. The domain names them by type; the two keys of the
 * specification keep their ids (send.error.invalid-address, send.error.not-enough-balance), and a
 * refusal of the server's dry run is shown as the server worded it (seed 000 §8).
 */
import { useLingui } from '@lingui/react/macro';
import type { SendFieldError } from '../../../domain/send/rules';

export function useSendErrorText(): (error: SendFieldError) => string {
  const { t } = useLingui();
  return (error) => {
    switch (error.type) {
      case 'invalid-address':
        return t({ id: 'send.error.invalid-address', message: 'Invalid address' });
      case 'not-enough-balance':
        return t({ id: 'send.error.not-enough-balance', message: 'Not enough balance' });
      case 'server':
        return error.message;
      case 'unavailable':
        return t`Server error`;
    }
  };
}
