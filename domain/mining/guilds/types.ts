/** Guilds and alliances as the domain sees them (seed 001 §3 "Guild leaderboard", "Alliance"). */
import type { DecimalString } from '../../money/types';
import type { GuildRank, Instant } from '../shared/types';

export type GuildVariant = 'individual' | 'alliance';

export interface Leader {
  readonly firstName: string;
  readonly gotAmount: DecimalString;
}

export interface GuildLeaderboard {
  readonly top: readonly Leader[];
  readonly user: { readonly firstName: string; readonly gotAmount: DecimalString; readonly guild: GuildRank };
  /** The user's place among miners; null before mining. */
  readonly userRank: number | null;
}

export interface AllianceSummary {
  readonly name: string;
  readonly title: string;
  readonly totalMined: DecimalString;
  readonly users: number;
}

export interface AllianceLeaderboard {
  readonly top: readonly AllianceSummary[];
  /** The user's own alliance, pinned; null outside any. */
  readonly user: AllianceSummary | null;
  readonly userRank: number | null;
}

export interface Alliance extends AllianceSummary {
  readonly userpicURL: string | null;
  readonly guild: GuildRank;
  readonly allianceRank: number | null;
  readonly userRank: number | null;
  readonly top: readonly Leader[];
  readonly member: boolean;
  readonly stakingRequired: boolean;
}

export interface RankCard {
  readonly guild: GuildRank;
  readonly gotAmount: DecimalString;
  readonly place: number | null;
  readonly miners: number;
  readonly percentile: DecimalString | null;
  readonly nextRankNeeds: DecimalString | null;
  readonly computedAt: Instant;
}
