/**
 * Staking's words (seed 001 §5, §8): the periods, the red panel's errors (the seed's keys
 * staking.stake.errors.{kind}.title and .description, as ids), and each typed failure. One
 * exhaustive switch per kind, so a new one does not compile until worded in en and ru.
 */
import { useLingui } from '@lingui/react/macro';
import { STAKING_DEPOSITS_MAX } from '../../../../adapters/http/contract/mining/staking';
import type { StakingFailure } from '../../../../domain/mining/staking/failure';
import type { StakeError } from '../../../../domain/mining/staking/rules';
import type { StakingPeriod } from '../../../../domain/mining/staking/types';

export function useStakingWords() {
  const { t } = useLingui();
  const max = STAKING_DEPOSITS_MAX;
  const tooManyDeposits = t`You already have ${max} open deposits, the most there can be. Claim an unlocked one back, then stake again.`;
  return {
    period: (period: StakingPeriod): string => {
      switch (period) {
        case '3mhp':
          return t`3 months, high rate`;
        case '3m':
          return t`3 months`;
        case '6m':
          return t`6 months`;
        case '1y':
          return t`1 year`;
        case '5y':
          return t`5 years`;
        case '100y':
          return t`100 years`;
      }
    },
    errorTitle: (error: StakeError): string => {
      switch (error) {
        case 'not-enough':
          return t({ id: 'staking.stake.errors.not-enough.title', message: 'Not enough SWITCH' });
        case 'min-amount':
          return t({ id: 'staking.stake.errors.min-amount.title', message: 'Amount too small' });
        case 'max-amount':
          return t({ id: 'staking.stake.errors.max-amount.title', message: 'Amount too large' });
      }
    },
    errorDescription: (error: StakeError): string => {
      switch (error) {
        case 'not-enough':
          return t({ id: 'staking.stake.errors.not-enough.description', message: 'You can stake only the mined SWITCH that is not locked yet.' });
        case 'min-amount':
          return t({ id: 'staking.stake.errors.min-amount.description', message: 'The amount is under this period’s minimum (shown above the presets).' });
        case 'max-amount':
          return t({ id: 'staking.stake.errors.max-amount.description', message: 'The amount is over this period’s maximum (shown above the presets).' });
      }
    },
    failure: (failure: StakingFailure): string => {
      switch (failure.type) {
        case 'too-small':
          return t`The amount is too small for this period`;
        case 'too-large':
          return t`The amount is too large for this period`;
        case 'not-enough':
          return t`Not enough SWITCH`;
        case 'locked':
          return t`The deposit is still locked`;
        case 'too-many':
          return tooManyDeposits;
        case 'unreachable':
          return t`No connection. Nothing was staked twice: try again.`;
        case 'server':
          return t`Server error`;
      }
    },
  };
}
