/**
 * The bulk population for ranks at scale (issue 21): up to two million miners and twenty thousand
 * alliances inserted by the database itself (generate_series), in batches so no transaction holds
 * a million rows' locks at once, then a recomputation of ranks. Amounts spread like the seeded
 * population's (1 to about 1,000,000 SWITCH, heavy-tailed), three in five miners in an alliance.
 * Idempotent: ids are fixed (BULK_ID_BASE + n), so running it again adds only what is missing.
 */
import type { Db } from '../../platform/store/database';
import { refreshRanks } from './ranks-refresh';

export const BULK_ID_BASE = 3_000_000_000;
const BATCH = 100_000;

export async function seedBulkPopulation(db: Db, size: { readonly miners: number; readonly alliances: number }): Promise<{ miners: number; alliances: number }> {
  await db.query(
    `insert into mining_alliances (name, title, created_at) select 'bulk_' || g, 'Bulk ' || g, now() from generate_series(1, $1::int) g on conflict do nothing`,
    [size.alliances],
  );
  for (let from = 1; from <= size.miners; from += BATCH) {
    const to = Math.min(size.miners, from + BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into users (id, first_name, is_premium, created_at) select $1::bigint + g, 'Miner ' || g, g % 5 = 0, now()
         from generate_series($2::int, $3::int) g on conflict do nothing`,
        [BULK_ID_BASE, from, to],
      );
      await tx.query(
        `insert into mining_users (user_id, got_units, last_claim_at, alliance, created_at)
         select $1::bigint + g, floor(power(10, random() * 6) * 1e9)::numeric, now(),
           case when $4::int > 0 and random() < 0.6 then 'bulk_' || (1 + floor(random() * $4::int))::int end, now()
         from generate_series($2::int, $3::int) g on conflict do nothing`,
        [BULK_ID_BASE, from, to, size.alliances],
      );
    });
  }
  await refreshRanks(db);
  return { miners: size.miners, alliances: size.alliances };
}
