/** The amounts a guild rank spans (docs/decisions/frens-guilds-ranks.md "Friends, guilds and ranks (issue 21)"). */
import type { Thresholds } from '../shared/rank';

/** The amounts a rank spans: at least its threshold, below the next rank's (none above Cardinal). */
export function rankBounds(rank: number, thresholds: Thresholds): { readonly from: bigint; readonly below: bigint | null } {
  const from = rank === 1 ? 1n : (thresholds.get(rank) ?? 1n);
  const below = rank === 5 ? null : (thresholds.get(rank + 1) ?? null);
  return { from, below };
}
