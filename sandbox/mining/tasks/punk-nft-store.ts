/**
 * The Punk NFTs each user's sandbox external wallet holds (`sandbox_punk_nfts`, set by the control
 * as the chain would show them): read by the NFT task (punk-nft.ts) and by the Secret Society's
 * "1 Punk NFT" (verify.ts), so it imports nothing of the engine.
 */
import type { Queryable } from '../../main/engine/ledger';

/** The most Punk NFTs a control may give one wallet (the collection is small). */
export const PUNK_NFT_MAX = 10_000;

export async function punkNftsHeld(q: Queryable, userId: number): Promise<number> {
  const result = await q.query<{ count: number }>(`select count from sandbox_punk_nfts where user_id = $1`, [userId]);
  return result.rows[0]?.count ?? 0;
}

/** What the chain shows the user's external wallet holding: `count` Punk NFTs. */
export async function setPunkNfts(q: Queryable, userId: number, count: number): Promise<void> {
  await q.query(`insert into sandbox_punk_nfts (user_id, count) values ($1, $2) on conflict (user_id) do update set count = excluded.count`, [userId, count]);
}
