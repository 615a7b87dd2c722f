/**
 * Copy trading's words: the start button's states, the failures, the skip reasons, the status.
 * Exhaustive switches over the domain's types, so a new state does not compile until it is worded.
 */
import { useLingui } from '@lingui/react/macro';
import type { CopyTradeFailure } from '../../../../domain/mining/copy-trade/failure';
import type { DepositButton } from '../../../../domain/mining/copy-trade/rules';
import type { SkipReason } from '../../../../domain/mining/copy-trade/types';

export function useCopyTradeWords() {
  const { t } = useLingui();
  return {
    button: (button: DepositButton): string => {
      switch (button) {
        case 'enter-deposit':
          return t`Enter deposit amount`;
        case 'enter-ante':
          return t`Enter ante amount`;
        case 'minimum':
          return t`Minimum deposit amount`;
        case 'insufficient':
          return t`Insufficient funds`;
        case 'ready':
          return t`Start copy trade`;
      }
    },
    failure: (failure: CopyTradeFailure): string => {
      switch (failure.type) {
        case 'insufficient':
          return t`Insufficient funds`;
        case 'minimum':
          return t`Minimum deposit amount`;
        case 'not-found':
          return t`This trade was not found`;
        case 'server':
          return t`Something went wrong. Try again.`;
      }
    },
    reason: (reason: SkipReason): string => {
      switch (reason) {
        case 'too-small':
          return t`Skipped: the trader's trade was too small to follow`;
        case 'not-enough-left':
          return t`Skipped: not enough left in the position for this trade`;
        case 'slippage':
          return t`Skipped: slippage over the limit`;
      }
    },
    status: (running: boolean): string => (running ? t`In trading` : t`Stopped`),
  };
}
