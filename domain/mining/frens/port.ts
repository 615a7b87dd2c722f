/** Friends and referrals (seed 001 §7 "Friends, guilds, alliances"): reads only. */
import type { CallOptions } from '../../shared/call-options';
import type { Friend, FriendsPage, FrensConfig, LedgerLine, ReferralStats } from './types';

export interface FrensApi {
  referralStats(options?: CallOptions): Promise<ReferralStats>;
  /** 10 a page (seed 001 §9), from the first page (no token) until the server gives no next token. */
  listFriends(pageToken: string | null, options?: CallOptions): Promise<FriendsPage<Friend>>;
  /** The same friends in the same order and pages, each with what they paid the user. */
  referralLedger(pageToken: string | null, options?: CallOptions): Promise<FriendsPage<LedgerLine>>;
  frensConfig(options?: CallOptions): Promise<FrensConfig>;
}
