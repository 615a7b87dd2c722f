/**
 * The ranks bench's claims (bench-ranks-run.ts): amounts changing while the reads run, the same
 * row lock and update a claim makes, on random miners, at `claims` a second over `writers`
 * concurrent writers, until `until()` says stop. In the bench's process on PostgreSQL; in the
 * mining API's process on PGlite (bench-ranks-server.ts), whose store only that process can reach.
 */
import type { Db } from '../sandbox/platform/store/database';

export interface ClaimsRate {
  readonly writers: number;
  readonly claims: number;
}

/** Runs the writers until `until()` is false; how many amounts they changed. */
export async function changeAmounts(db: Db, rate: ClaimsRate, pickUser: () => number, until: () => boolean): Promise<number> {
  let writes = 0;
  const pause = (1000 * rate.writers) / rate.claims;
  const writer = async (): Promise<void> => {
    while (until()) {
      await new Promise((resolve) => setTimeout(resolve, pause));
      const userId = pickUser();
      await db.transaction(async (tx) => {
        await tx.query('select 1 from mining_users where user_id = $1 for update', [userId]);
        await tx.query('update mining_users set got_units = got_units + $2::numeric where user_id = $1', [userId, String(1 + Math.floor(Math.random() * 1e10))]);
      });
      writes++;
    }
  };
  await Promise.all(Array.from({ length: rate.writers }, writer));
  return writes;
}
