/**
 * The miner as of now, read by a function (docs/decisions/sandbox-platform.md "Claims in four
 * round trips (issue 36)"): the row, the sandbox clock's time, the rank thresholds and the boosts,
 * the columns and rows of miner.ts's one-statement read. VOLATILE on purpose: a volatile function
 * takes a fresh snapshot for its query, so called after a lock in the same statement (the claim's
 * key statement locks the miner, then calls it) it reads what the transaction it waited for
 * committed, boosts included, and the clock after the lock. A plain join there would read them as
 * of the statement's start, before the wait.
 *
 * The time is the sandbox clock's expression (platform/clock.ts DATABASE_MS plus the offset), as
 * of this migration: a change to the clock needs a migration that replaces this function.
 * Created without checking the body (mining_rank_state comes with a later feature's migration).
 */
import type { Migration } from '../../platform/store/db';
import { DATABASE_MS } from '../../platform/clock';

export const minerNowFunction: Migration = {
  id: '007-miner-now',
  sql: `
set local check_function_bodies = off;
create function mining_miner_now(p_user bigint)
returns table (
  user_id bigint, got_units text, withheld_units text, lock_units text, last_claim_at timestamptz, last_payment_at timestamptz,
  alliance text, inviter_id bigint, human_group integer, confirm_prove boolean, autoclaim_from timestamptz, created_at timestamptz,
  now text, population integer, thresholds jsonb, computed_at timestamptz, units_per_hour text, starts_at timestamptz, ends_at timestamptz)
language sql volatile
as $fn$
  select m.user_id, m.got_units::text, m.withheld_units::text, m.lock_units::text, m.last_claim_at, m.last_payment_at,
         m.alliance, m.inviter_id, m.human_group, m.confirm_prove, m.autoclaim_from, m.created_at,
         (${DATABASE_MS} + c.offset_ms)::text, r.population, r.thresholds, r.computed_at,
         b.units_per_hour::text, b.starts_at, b.ends_at
    from mining_users m
    cross join sandbox_clock c
    left join mining_rank_state r on r.kind = 'user'
    left join mining_boosts b on b.user_id = m.user_id
   where m.user_id = p_user
$fn$;
`,
};
