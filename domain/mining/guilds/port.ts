/** Guilds and alliances (seed 001 §7 "Friends, guilds, alliances"). Failures reject with ApiError. */
import type { CallOptions } from '../../shared/call-options';
import type { Alliance, AllianceLeaderboard, GuildLeaderboard, RankCard } from './types';

export interface GuildsApi {
  guildLeaderboard(rank: number, options?: CallOptions): Promise<GuildLeaderboard>;
  rankCard(options?: CallOptions): Promise<RankCard>;
  allianceLeaderboard(rank: number, options?: CallOptions): Promise<AllianceLeaderboard>;
  /** Rejects with the code 'no-alliance' (404) for a name nobody has used. */
  alliance(name: string, options?: CallOptions): Promise<Alliance>;
  /** Joins (made on first join; replaces the old one) or, with null, leaves. Once by nature. */
  setAlliance(name: string | null, options?: CallOptions): Promise<{ alliance: string | null }>;
}
