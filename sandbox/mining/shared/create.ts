/**
 * The mining record's creation on first launch (MINING.md "Referrals"): idempotent per user; the
 * inviter is recorded on the first creation only, never the caller, never someone the caller
 * (directly or further up) invited; both sides get the fixed bonus.
 */
import type { Queryable } from '../../main/engine/ledger';
import type { SandboxClock } from '../../platform/clock';
import { UNITS_PER_SWITCH } from './config';
import { findMiner } from './miner';

/** Fixed referral bonus for each side: 60 SWITCH for a Premium invitee, 30 otherwise. */
export const REFERRAL_BONUS_UNITS = { premium: 60n * UNITS_PER_SWITCH, ordinary: 30n * UNITS_PER_SWITCH } as const;
/** Inviter chains are walked this far when looking for a cycle. */
const MAX_CHAIN = 64;

export type ReferralOutcome = 'none' | 'accepted' | 'refused';

/** The inviter a referral code names: our codes are the inviter's user id. */
export const inviterIdOf = (ref: string): number | null => (/^\d{1,15}$/.test(ref) ? Number(ref) : null);
export const referralCodeOf = (userId: number): string => String(userId);

async function acceptableInviter(tx: Queryable, userId: number, ref: string | undefined): Promise<number | null> {
  const inviterId = ref === undefined ? null : inviterIdOf(ref);
  if (inviterId === null || inviterId === userId) return null;
  // The inviter must be a miner, and the caller must not be anywhere up the inviter's chain.
  let current: number | null = inviterId;
  for (let depth = 0; current !== null && depth < MAX_CHAIN; depth++) {
    if (current === userId) return null;
    const miner = await findMiner(tx, current);
    if (!miner) return depth === 0 ? null : inviterId;
    current = miner.inviterId;
  }
  return inviterId;
}

export async function createMiner(
  tx: Queryable,
  clock: SandboxClock,
  user: { readonly id: number; readonly isPremium: boolean },
  ref: string | undefined,
): Promise<{ created: boolean; referral: ReferralOutcome }> {
  // Serialises two first launches of one user (the row does not exist yet, so it cannot be locked).
  await tx.query('select 1 from users where id = $1 for update', [user.id]);
  if (await findMiner(tx, user.id)) return { created: false, referral: 'none' };
  // The record's creation starts its mining clock: read under the lock, like every mining time.
  const now = new Date(await clock.read(tx));
  const inviterId = await acceptableInviter(tx, user.id, ref);
  const bonus = inviterId === null ? 0n : user.isPremium ? REFERRAL_BONUS_UNITS.premium : REFERRAL_BONUS_UNITS.ordinary;
  await tx.query(
    // The same bonus is the friend's line of the inviter's referral ledger (referral_bonus_units).
    `insert into mining_users (user_id, got_units, last_claim_at, inviter_id, created_at, referral_bonus_units) values ($1, $2::numeric, $3, $4, $3, $2::numeric)`,
    [user.id, bonus.toString(), now.toISOString(), inviterId],
  );
  // Friends recorded before the inviter's own record (only the sandbox's seeded friends of alice,
  // bob and carol: a real invite needs a miner) pay their bonus now, as the invite would have.
  await tx.query(
    `update mining_users m set got_units = m.got_units + s.total, friends_bonus_units = m.friends_bonus_units + s.total
     from (select sum(referral_bonus_units) as total from mining_users where inviter_id = $1) s where m.user_id = $1 and s.total > 0`,
    [user.id],
  );
  if (inviterId !== null) {
    await tx.query(`update mining_users set got_units = got_units + $2::numeric, friends_bonus_units = friends_bonus_units + $2::numeric where user_id = $1`, [
      inviterId,
      bonus.toString(),
    ]);
  }
  return { created: true, referral: ref === undefined ? 'none' : inviterId === null ? 'refused' : 'accepted' };
}
