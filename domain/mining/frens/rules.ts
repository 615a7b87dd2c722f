/**
 * The friends screen's rules (seed 001 §2 "Frens screen", §9; MINING.md "Referrals"): the invite
 * link, the total bonus, the contest's time left, and how a friends page and its ledger page pair.
 */
import Big from 'big.js';
import { toBig } from '../../money/big-decimal';
import type { DecimalString } from '../../money/types';
import type { Friend, FriendEntry, FriendsPage, LedgerLine, ReferralStats } from './types';

/** Seed 001 §9: friends page size. */
export const FRIENDS_PAGE_SIZE = 10;

/**
 * The invite link (MINING.md "Referrals"): the bot's link with the start parameter `ref-<code>`;
 * null for a code that cannot travel (not 1-64 letters, digits or underscores) or a bot link that is
 * not an https t.me link.
 */
export function inviteLink(botUrl: string, referralCode: string): string | null {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(referralCode)) return null;
  return startAppLink(botUrl, `ref-${referralCode}`);
}

/** The bot's main mini-app link with a start parameter, or null when the bot link is not https://t.me/<bot>. */
export function startAppLink(botUrl: string, startParam: string): string | null {
  const match = /^https:\/\/t\.me\/([A-Za-z][A-Za-z0-9_]{3,31})\/?$/.exec(botUrl);
  if (!match?.[1] || !/^[A-Za-z0-9_-]{1,512}$/.test(startParam)) return null;
  return `https://t.me/${match[1]}?startapp=${startParam}`;
}

/** Bonus from friends plus bonus from friends of friends, exactly. */
export function totalBonus(stats: ReferralStats): DecimalString {
  return toBig(stats.friends_bonus, new Big(0)).plus(toBig(stats.friends_2_bonus, new Big(0))).toFixed() as DecimalString;
}

/** Milliseconds until the contest's end on the server's clock (0 once past), or null for an unreadable date. */
export function contestLeftMs(endsAt: string, serverNow: number): number | null {
  const end = Date.parse(endsAt);
  return Number.isNaN(end) ? null : Math.max(0, end - serverNow);
}

/**
 * A friends page with its ledger page: the same friends in the same order, keyed by the page's
 * token and position (a friend has no id on the wire). A ledger line whose name does not match is
 * left out rather than shown against the wrong friend.
 */
export function pairPage(token: string | null, friends: FriendsPage<Friend>, ledger: FriendsPage<LedgerLine> | null): FriendEntry[] {
  return friends.result.map((friend, index) => {
    const line = ledger?.result[index];
    return { key: `${token ?? 'first'}:${String(index)}`, friend, ledger: line !== undefined && line.firstName === friend.firstName ? line : null };
  });
}
