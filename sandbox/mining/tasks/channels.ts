/**
 * The sandbox's channel memberships (MINING.md "Tasks and verification"): what the messenger would
 * know of a user's channels, set by the host page's Join and Leave. Subscription tasks are verified
 * against these rows, never against the client's word.
 */
import type { Queryable } from '../../main/engine/ledger';

export const CHANNEL_PATTERN = /^[A-Za-z0-9_]{1,64}$/;

export async function joinChannel(q: Queryable, userId: number, channel: string, at: number): Promise<void> {
  await q.query(`insert into mining_channel_members (user_id, channel, joined_at) values ($1, $2, $3) on conflict (user_id, channel) do nothing`, [
    userId,
    channel,
    new Date(at).toISOString(),
  ]);
}

export async function leaveChannel(q: Queryable, userId: number, channel: string): Promise<void> {
  await q.query(`delete from mining_channel_members where user_id = $1 and channel = $2`, [userId, channel]);
}

export async function isMember(q: Queryable, userId: number, channel: string): Promise<boolean> {
  const result = await q.query(`select 1 from mining_channel_members where user_id = $1 and channel = $2`, [userId, channel]);
  return result.rows.length > 0;
}
