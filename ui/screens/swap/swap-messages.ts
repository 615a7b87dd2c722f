/**
 * The swap flow's typed reasons and failures as text (seed 000 §8). The domain names them; the
 * screens say them. A server's refusal is worded by its code (ui/i18n/refusal-text.ts).
 */
import { useLingui } from '@lingui/react/macro';
import type { ApiFailure } from '../../../domain/shared/api-failure';
import type { ConfirmBlock } from '../../../domain/swap/confirm-block';
import type { PresetFailure } from '../../../domain/swap/machine';
import { useRefusalText } from '../../i18n/refusal-text';

/** Why confirm is disabled, or null where the screen already says it another way. */
export function useConfirmBlockText(): (block: ConfirmBlock) => string | null {
  const { t } = useLingui();
  return (block) => {
    switch (block) {
      case 'insufficient-gas':
        return t`Insufficient funds`;
      case 'amount-above-balance':
        return t`The amount is above your balance`;
      // The quote area already shows the search or the missing route.
      case 'loading':
      case 'no-route':
        return null;
    }
  };
}

export function useFailureText(): (failure: ApiFailure) => string {
  const { t } = useLingui();
  const refusalText = useRefusalText();
  return (failure) => (failure.type === 'rejected' ? refusalText(failure) : t`Server error`);
}

export function usePresetFailureText(): (failure: PresetFailure) => string {
  const { t } = useLingui();
  const failureText = useFailureText();
  return (failure) => (failure.type === 'token-not-found' ? t`Couldn't find specified token` : failureText(failure.failure));
}
