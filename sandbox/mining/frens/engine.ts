/**
 * Friends and the referral ledger (MINING.md "Referrals"; seed 001 §3 "Friend"): the counts and
 * bonuses of the referral stats, the friends a page at a time by an opaque token, and each friend's
 * line of the ledger, summed from the referral shares the claims recorded (claim.ts), so every
 * bonus the stats show can be checked against its sources.
 */
import { z } from 'zod/mini';
import type { ledgerLineSchema } from '../../../adapters/http/contract/mining/frens';
import type { Queryable } from '../../platform/store/database';
import { SandboxError } from '../../platform/http/errors';
import { switchText } from '../shared/miner';
import { rankByThresholds, readRankState } from '../shared/rank';

export async function referralStats(q: Queryable, userId: number) {
  const me = await q.query<{ friends_bonus_units: string; friends2_bonus_units: string }>(
    `select friends_bonus_units::text, friends2_bonus_units::text from mining_users where user_id = $1`,
    [userId],
  );
  const counts = await q.query<{ premium: number; ordinary: number }>(
    `select count(*) filter (where u.is_premium)::int as premium, count(*) filter (where not u.is_premium)::int as ordinary
     from mining_users m join users u on u.id = m.user_id where m.inviter_id = $1`,
    [userId],
  );
  const row = me.rows[0];
  return {
    premium_friends: counts.rows[0]?.premium ?? 0,
    ordinary_friends: counts.rows[0]?.ordinary ?? 0,
    friends_bonus: switchText(BigInt(row?.friends_bonus_units ?? '0')),
    friends_2_bonus: switchText(BigInt(row?.friends2_bonus_units ?? '0')),
  };
}

/**
 * The page token: base64url of 'f' and the last friend's id shown. Opaque to the client; a token
 * that is not one of ours is refused (400), never read as the first page.
 */
export const pageTokenOf = (lastId: number): string => Buffer.from(`f${String(lastId)}`).toString('base64url');

export function afterIdOf(token: string | undefined): number {
  if (token === undefined) return 0;
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const parsed = z.string().check(z.regex(/^f\d{1,15}$/)).safeParse(text);
  if (!parsed.success || pageTokenOf(Number(text.slice(1))) !== token) throw new SandboxError(400, 'pageToken: not a page of this list', 'invalid-query', ['pageToken']);
  return Number(text.slice(1));
}

interface FriendRow {
  user_id: string | number;
  first_name: string;
  is_premium: boolean;
  created_at: Date;
  got_units: string;
  referral_bonus_units: string;
  claims_share: string;
  claims: number;
  friends_share: string;
  friends_claims: number;
}

/** A page of the caller's friends in id order, each with what it paid the caller, and the next token. */
async function friendsPage(q: Queryable, userId: number, limit: number, token: string | undefined) {
  const result = await q.query<FriendRow>(
    `select f.user_id, u.first_name, u.is_premium, f.created_at, f.got_units::text, f.referral_bonus_units::text,
       coalesce(d.units, 0)::text as claims_share, coalesce(d.n, 0)::int as claims,
       coalesce(i.units, 0)::text as friends_share, coalesce(i.n, 0)::int as friends_claims
     from mining_users f
     join users u on u.id = f.user_id
     left join lateral (
       select sum(s.units) as units, count(*) as n from mining_referral_shares s join mining_claims c on c.id = s.claim_id
       where s.beneficiary_id = $1 and s.level = 1 and c.user_id = f.user_id
     ) d on true
     left join lateral (
       select sum(s.units) as units, count(*) as n from mining_referral_shares s
       join mining_claims c on c.id = s.claim_id join mining_users ff on ff.user_id = c.user_id
       where s.beneficiary_id = $1 and s.level = 2 and ff.inviter_id = f.user_id
     ) i on true
     where f.inviter_id = $1 and f.user_id > $2
     order by f.user_id
     limit $3`,
    [userId, afterIdOf(token), limit + 1],
  );
  const rows = result.rows.slice(0, limit);
  const last = rows[rows.length - 1];
  return { rows, nextToken: result.rows.length > limit && last ? pageTokenOf(Number(last.user_id)) : null };
}

export async function listFriends(q: Queryable, userId: number, limit: number, token: string | undefined) {
  const { rows, nextToken } = await friendsPage(q, userId, limit, token);
  const { thresholds } = await readRankState(q, 'user');
  return {
    result: rows.map((row) => {
      const got = BigInt(row.got_units);
      return {
        firstName: row.first_name,
        guild: rankByThresholds(got, thresholds),
        gotAmount: switchText(got),
        bonus: switchText(BigInt(row.referral_bonus_units) + BigInt(row.claims_share) + BigInt(row.friends_share)),
      };
    }),
    nextToken,
  };
}

export type LedgerLine = z.input<typeof ledgerLineSchema>;

export async function referralLedger(q: Queryable, userId: number, limit: number, token: string | undefined): Promise<{ result: LedgerLine[]; nextToken: string | null }> {
  const { rows, nextToken } = await friendsPage(q, userId, limit, token);
  return {
    result: rows.map((row) => ({
      firstName: row.first_name,
      isPremium: row.is_premium,
      joinedAt: row.created_at.toISOString(),
      joinBonus: switchText(BigInt(row.referral_bonus_units)),
      claimsShare: switchText(BigInt(row.claims_share)),
      claims: row.claims,
      friendsShare: switchText(BigInt(row.friends_share)),
      friendsClaims: row.friends_claims,
    })),
    nextToken,
  };
}
