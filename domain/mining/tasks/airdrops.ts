/**
 * Airdrops as the domain sees them (seed 001 §3 "Airdrop", §6 "Airdrops unlock after inviting 3
 * friends"; docs/decisions/airdrops.md "Airdrops (issue 20)"), and their pure rules: the lock and how many
 * friends are missing, the prize pool as a range, and the list after a confirmation.
 */
import type { DecimalString } from '../../money/types';
import type { Instant } from '../shared/types';

export type AirdropTaskCode = 'subscription' | 'subscriptionTwitter' | 'deposit';

export interface AirdropTask {
  readonly code: AirdropTaskCode;
  readonly doneAmount: number;
  readonly maxAmount: number;
  readonly url: string | null;
  readonly token: string | null;
  readonly fromToken: string | null;
  readonly isCompleted: boolean;
}

/** A number, or a range such as 500 to 1000 (USDT). */
export type PrizePool = DecimalString | { readonly min: DecimalString; readonly max: DecimalString };

export interface Airdrop {
  readonly code: string;
  readonly id: string;
  readonly dttmDeadline: Instant;
  readonly airDropSpeed: DecimalString;
  readonly winnerAmount: number;
  readonly pricePool: PrizePool;
  readonly tasks: readonly AirdropTask[];
  readonly isCompleted: boolean;
}

export interface AirdropList {
  readonly friendsAmount: number;
  readonly friendsRequired: number;
  readonly tasks: readonly Airdrop[];
  readonly serverTime: Instant;
}

/** An airdrop's task confirmed: the airdrop as it now stands. */
export interface AirdropConfirmed {
  readonly airdrop: Airdrop;
  readonly serverTime: Instant;
}

/** Friends still to invite before the tab opens (never negative). */
export const missingFriends = (list: Pick<AirdropList, 'friendsAmount' | 'friendsRequired'>): number => Math.max(0, list.friendsRequired - list.friendsAmount);

/** The tab is locked until the server's count of invited friends reaches its requirement. */
export const airdropsLocked = (list: Pick<AirdropList, 'friendsAmount' | 'friendsRequired'>): boolean => missingFriends(list) > 0;

/** The pool as a range: a single number is a range of one. */
export const prizePoolRange = (pool: PrizePool): { readonly min: DecimalString; readonly max: DecimalString } => (typeof pool === 'string' ? { min: pool, max: pool } : pool);

/** An airdrop's task is done at doneAmount >= maxAmount (the task rule of seed 001 §4). */
export const isAirdropTaskDone = (task: Pick<AirdropTask, 'doneAmount' | 'maxAmount'>): boolean => task.doneAmount >= task.maxAmount;

/** The airdrop's deadline has passed at `now` (the server's time). */
export const airdropEnded = (airdrop: Pick<Airdrop, 'dttmDeadline'>, now: number): boolean => Date.parse(airdrop.dttmDeadline) <= now;

/** The list with `airdrop` in place of the one with its id. */
export const withAirdrop = (list: AirdropList, airdrop: Airdrop, serverTime: Instant): AirdropList => ({
  ...list,
  tasks: list.tasks.map((entry) => (entry.id === airdrop.id ? airdrop : entry)),
  serverTime,
});
