/** Friends and referrals as the domain sees them (seed 001 §3 "Friend"; docs/decisions/frens-guilds-ranks.md "Friends, guilds and ranks (issue 21)"). */
import type { DecimalString } from '../../money/types';
import type { GuildRank, Instant } from '../shared/types';

/** The referral stats, in the seed's snake-case shape (the wire's, handed over unchanged). */
export interface ReferralStats {
  readonly premium_friends: number;
  readonly ordinary_friends: number;
  /** Fixed bonuses and 10 % of friends' claims. */
  readonly friends_bonus: DecimalString;
  /** 2 % of friends' friends' claims. */
  readonly friends_2_bonus: DecimalString;
}

export interface Friend {
  readonly firstName: string;
  readonly guild: GuildRank;
  readonly gotAmount: DecimalString;
  /** All this friend has paid the user so far. */
  readonly bonus: DecimalString;
}

/** One friend's line of the referral ledger. */
export interface LedgerLine {
  readonly firstName: string;
  readonly isPremium: boolean;
  readonly joinedAt: Instant;
  readonly joinBonus: DecimalString;
  readonly claimsShare: DecimalString;
  readonly claims: number;
  readonly friendsShare: DecimalString;
  readonly friendsClaims: number;
}

export interface FriendsPage<T> {
  readonly result: readonly T[];
  readonly nextToken: string | null;
}

/** A friend with their ledger line (both pages come in the same order by the same token). */
export interface FriendEntry {
  readonly key: string;
  readonly friend: Friend;
  readonly ledger: LedgerLine | null;
}

export interface FrensConfig {
  readonly referralCode: string;
  readonly contest: { readonly endsAt: Instant; readonly prizeUsdt: DecimalString; readonly prizeSwitch: DecimalString };
  readonly serverTime: Instant;
}
