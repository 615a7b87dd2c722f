/**
 * The guild ranks' names on the friends and guilds screens (seed 001 §2 "Guilds screen"; MINING.md
 * "Ranks"), in this feature's catalog: a screen never reaches into another feature's folder.
 */
import { useLingui } from '@lingui/react/macro';
import type { GuildRank } from '../../../../domain/mining/shared/types';

export function useRankWords(): (rank: GuildRank) => string {
  const { t } = useLingui();
  return (rank) => {
    switch (rank) {
      case 5:
        return t`Cardinal`;
      case 4:
        return t`Grandmaster`;
      case 3:
        return t`Magister`;
      case 2:
        return t`Master`;
      case 1:
        return t`Adept`;
      default:
        return t`Not in a guild yet`;
    }
  };
}
