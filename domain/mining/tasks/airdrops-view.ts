/**
 * What the airdrops tab shows, as plain data: loading until the first answer, locked with the
 * friends missing, or each airdrop with its time left (the server's clock projected from its
 * answer), its prize pool as a range, its tasks done or not, and the task being confirmed.
 */
import { airdropEnded, airdropsLocked, isAirdropTaskDone, missingFriends, prizePoolRange, type Airdrop, type AirdropTask } from './airdrops';
import type { AirdropConfirmFailure, AirdropsSnapshot, AirdropTaskRef } from './airdrops-machine';

export interface AirdropTaskCard {
  readonly task: AirdropTask;
  readonly done: boolean;
  /** This task is being confirmed now. */
  readonly confirming: boolean;
  /** Why its last confirmation was refused, or null. */
  readonly failure: AirdropConfirmFailure | null;
}

export interface AirdropCard {
  readonly airdrop: Airdrop;
  readonly msLeft: number;
  readonly ended: boolean;
  readonly pool: { readonly min: string; readonly max: string };
  readonly tasks: readonly AirdropTaskCard[];
}

export type AirdropsView =
  | { readonly step: 'loading' }
  | { readonly step: 'locked'; readonly friends: number; readonly required: number; readonly missing: number }
  | { readonly step: 'open'; readonly friends: number; readonly airdrops: readonly AirdropCard[]; readonly busy: boolean };

const sameTask = (ref: AirdropTaskRef | null, airdropId: string, code: string): boolean => ref !== null && ref.airdropId === airdropId && ref.code === code;

export function selectAirdropsView(snapshot: AirdropsSnapshot): AirdropsView {
  const { received, now, target, failure } = snapshot.context;
  if (received === null) return { step: 'loading' };
  const { list } = received;
  if (airdropsLocked(list)) return { step: 'locked', friends: list.friendsAmount, required: list.friendsRequired, missing: missingFriends(list) };
  const serverNow = Date.parse(list.serverTime) + Math.max(0, now - received.receivedAt);
  const busy = snapshot.hasTag('confirming');
  return {
    step: 'open',
    friends: list.friendsAmount,
    busy,
    airdrops: list.tasks.map((airdrop) => ({
      airdrop,
      msLeft: Math.max(0, Date.parse(airdrop.dttmDeadline) - serverNow),
      ended: airdropEnded(airdrop, serverNow),
      pool: prizePoolRange(airdrop.pricePool),
      tasks: airdrop.tasks.map((task) => ({
        task,
        done: isAirdropTaskDone(task),
        confirming: busy && sameTask(target, airdrop.id, task.code),
        failure: sameTask(target, airdrop.id, task.code) ? failure : null,
      })),
    })),
  };
}
