/** The mining screens' names and failures as text; the domain names them by number or type. */
import { useLingui } from '@lingui/react/macro';
import type { GuildRank } from '../../../../domain/mining/shared/types';
import type { ApiFailure } from '../../../../domain/shared/api-failure';

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

/** seed 001 §8: a generic failure is 'Server error'; a refusal the server worded is shown as worded. */
export function useMiningFailureText(): (failure: ApiFailure | null) => string {
  const { t } = useLingui();
  return (failure) => (failure?.type === 'rejected' ? failure.message : t`Server error`);
}
