/**
 * The callers' mined amounts for the rank reads, read in batches (docs/decisions/frens-guilds-ranks.md "Friends,
 * guilds and ranks (issue 21)"): every rank read needs the caller's live amount and nothing else
 * from the store, so the reads that arrive together (within one turn of the event loop) share one
 * primary-key statement. Under fifty readers a round trip then serves many of them, instead of each
 * queueing for a connection of its own on a busy machine.
 */
import { prepared, type Queryable } from '../../platform/store/database';
import { perTurn } from '../../platform/store/per-turn';

/** At most this many callers per statement. */
const MOST = 500;

const AMOUNTS = prepared('select user_id, got_units::text from mining_users where user_id = any($1::bigint[])');

export type MinedUnitsReader = (userId: number) => Promise<bigint | null>;

/** A reader of callers' amounts (null: no mining record) over `q`, batching the calls of one turn. */
export function minedUnitsReader(q: Queryable): MinedUnitsReader {
  return perTurn<number, bigint | null>(async (userIds) => {
    const ids = [...new Set(userIds)];
    const found = new Map<number, bigint>();
    for (let from = 0; from < ids.length; from += MOST) {
      const result = await q.query<{ user_id: string | number; got_units: string }>(AMOUNTS, [ids.slice(from, from + MOST)]);
      for (const row of result.rows) found.set(Number(row.user_id), BigInt(row.got_units));
    }
    return userIds.map((id) => found.get(id) ?? null);
  });
}
