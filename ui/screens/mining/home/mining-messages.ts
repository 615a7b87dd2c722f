/**
 * The mining home's and the burn's names and failures as text: one exhaustive switch per typed
 * failure, so a new failure does not compile until it is worded. The app words every refusal
 * itself, in en and ru; the server's English message is never shown.
 */
import { useLingui } from '@lingui/react/macro';
import type { BurnFailure } from '../../../../domain/mining/burn/failure';
import type { MiningFailure } from '../../../../domain/mining/home/failure';
import type { GuildRank } from '../../../../domain/mining/shared/types';

/** seed 001 §3: 0 no guild, 1 Adept, 2 Master, 3 Magister, 4 Grandmaster, 5 Cardinal. */
export function useGuildRankName(): (rank: GuildRank) => string {
  const { t } = useLingui();
  return (rank) => {
    switch (rank) {
      case 1:
        return t`Adept`;
      case 2:
        return t`Master`;
      case 3:
        return t`Magister`;
      case 4:
        return t`Grandmaster`;
      case 5:
        return t`Cardinal`;
      default:
        return t`No guild yet`;
    }
  };
}

/** The record could not be read or claimed (seed 001 §8: a generic failure is 'Server error'). */
export function useMiningFailureText(): (failure: MiningFailure | null) => string {
  const { t } = useLingui();
  return (failure) => {
    switch (failure?.type) {
      case 'outside-messenger':
        return t`Only possible to use inside telegram bot`;
      case 'server':
      case undefined:
        return t`Server error`;
    }
  };
}

/** A burn refused (seed 001 §4, §8): 4002 and 4003 in the app's words, anything else the generic error. */
export function useBurnFailureText(): (failure: BurnFailure) => string {
  const { t } = useLingui();
  return (failure) => {
    switch (failure.type) {
      case 'not-enough-punk':
        return t`Not enough PUNK`;
      case 'not-enough-gas':
        return t`Not enough TON for gas`;
      case 'server':
        return t`Server error`;
    }
  };
}
