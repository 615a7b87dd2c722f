/**
 * The callers' mined amounts for the rank reads, read in batches (docs/decisions.md "Friends,
 * guilds and ranks (issue 21)"): every rank read needs the caller's live amount and nothing else
 * from the store, so the reads that arrive together (within one turn of the event loop) share one
 * primary-key statement. Under fifty readers a round trip then serves many of them, instead of each
 * queueing for a connection of its own on a busy machine.
 */
import type { Queryable } from '../../platform/store/database';

/** At most this many callers per statement. */
const MOST = 500;

interface Waiting {
  resolve(units: bigint | null): void;
  reject(error: unknown): void;
}

export type MinedUnitsReader = (userId: number) => Promise<bigint | null>;

/** A reader of callers' amounts (null: no mining record) over `q`, batching the calls of one turn. */
export function minedUnitsReader(q: Queryable): MinedUnitsReader {
  let pending = new Map<number, Waiting[]>();
  let scheduled = false;

  async function flush(): Promise<void> {
    scheduled = false;
    const batch = pending;
    pending = new Map();
    const ids = [...batch.keys()];
    for (let from = 0; from < ids.length; from += MOST) {
      const part = ids.slice(from, from + MOST);
      try {
        const result = await q.query<{ user_id: string | number; got_units: string }>(
          'select user_id, got_units::text from mining_users where user_id = any($1::bigint[])',
          [part],
        );
        const found = new Map(result.rows.map((row) => [Number(row.user_id), BigInt(row.got_units)]));
        for (const id of part) for (const waiting of batch.get(id) ?? []) waiting.resolve(found.get(id) ?? null);
      } catch (error) {
        for (const id of part) for (const waiting of batch.get(id) ?? []) waiting.reject(error);
      }
    }
  }

  return (userId) =>
    new Promise<bigint | null>((resolve, reject) => {
      const list = pending.get(userId) ?? [];
      list.push({ resolve, reject });
      pending.set(userId, list);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    });
}
