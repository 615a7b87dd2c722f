/**
 * Guilds and ranks at scale (issue 21; docs/decisions/frens-guilds-ranks.md "Friends, guilds and ranks (issue 21)"):
 * the thresholds and cuts a scheduled recomputation writes (ranks-refresh.ts) so that no read
 * counts the population, the alliances' totals as of that recomputation (their leaderboard's
 * order), an index for an alliance's members by amount, and the fixed referral bonus kept per
 * friend for the referral ledger.
 */
import type { Migration } from '../../platform/store/db';
import { REFERRAL_BONUS_UNITS } from '../shared/create';

export const guildRanks: Migration = {
  id: 'guilds-001-ranks',
  sql: `
create table mining_rank_state (
  kind text primary key check (kind in ('user', 'alliance')),
  -- Rows with something mined, as of computed_at.
  population integer not null,
  -- { "5": units, "4": units, "3": units, "2": units }: the least amount holding each rank.
  thresholds jsonb not null,
  computed_at timestamptz not null
);
-- About every thousandth position of the miners by amount: the amount there and how many miners
-- have at least it (peers included), so a place is this count plus a short live count.
create table mining_rank_cuts (
  kind text not null check (kind in ('user', 'alliance')),
  units numeric(78,0) not null,
  at_least integer not null,
  primary key (kind, units)
);
create table mining_alliance_totals (
  name text primary key references mining_alliances(name),
  total_units numeric(78,0) not null,
  users integer not null
);
create index mining_alliance_totals_total on mining_alliance_totals (total_units desc);
create index mining_users_alliance_got on mining_users (alliance, got_units desc);
create index mining_referral_shares_beneficiary on mining_referral_shares (beneficiary_id, level);
alter table mining_users add column referral_bonus_units numeric(78,0) not null default 0;
`,
};

/**
 * The cuts live in the server process's memory since (rank-snapshot.ts): a place is interpolated
 * between two of them instead of counted live, so the table is no longer read or written.
 */
export const guildCutsInMemory: Migration = {
  id: 'guilds-002-cuts-in-memory',
  sql: `drop table mining_rank_cuts;`,
};

/**
 * The recomputation reads every miner's amount through the amount index, an index-only scan that
 * must still visit the table for each page changed since the last vacuum: with claims changing
 * amounts all day, nearly every page (a million miners: 900,000 table visits, 1.6 s; right after a
 * vacuum 0.27 s). Vacuumed after every 2,000 changed rows (about 40 s of a million's claims)
 * instead of after a fifth of the table, most pages stay all-visible (on PostgreSQL; PGlite keeps
 * the setting and runs no autovacuum).
 */
export const guildsVacuumOften: Migration = {
  id: 'guilds-003-vacuum-often',
  sql: `alter table mining_users set (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000);`,
};

/**
 * The recomputation's result, published for every process on the store (ranks-refresh.ts): one
 * process recomputes (under an advisory lock) and writes the snapshot here, and each process loads
 * the newest one in slices when its version changes, instead of every process sorting the miners
 * itself. A snapshot is its row and its cuts and alliance totals by `seq`; the last two versions are
 * kept, so a process still loading the one before the newest finds it whole.
 */
export const guildsPublishedSnapshot: Migration = {
  id: 'guilds-004-published-snapshot',
  sql: `
create table mining_rank_snapshots (
  version bigint primary key,
  -- The database's clock when the recomputation began (after the lock) and how long it took.
  started_at timestamptz not null,
  took_ms integer not null,
  -- Which process recomputed it (host:pid), for the record.
  computed_by text not null,
  population integer not null,
  width integer not null,
  thresholds jsonb not null,
  leaders jsonb not null,
  alliance_population integer not null,
  alliance_thresholds jsonb not null,
  alliance_leaders jsonb not null,
  cuts integer not null,
  alliances integer not null
);
create sequence mining_rank_snapshot_version;
create table mining_rank_snapshot_cuts (
  version bigint not null,
  seq integer not null,
  units numeric(78,0) not null,
  ahead integer not null,
  at_least integer not null,
  primary key (version, seq)
);
create table mining_rank_snapshot_alliances (
  version bigint not null,
  seq integer not null,
  name text not null,
  total_units numeric(78,0) not null,
  primary key (version, seq)
);
`,
};

const bonusCase = `case when u.is_premium then ${REFERRAL_BONUS_UNITS.premium.toString()} else ${REFERRAL_BONUS_UNITS.ordinary.toString()} end`;

/**
 * The seeded friends (population.ts SEED_FRIENDS: alice's, bob's, carol's) were inserted with
 * their inviter but without the invite's bonus, so their screens showed "+0 SWITCH" (issue 42).
 * They get it as createMiner (shared/create.ts) gives it to a real invite: the fixed bonus (60 for
 * a Premium friend, 30 otherwise) on both sides, kept as the friend's ledger line. A friend with an
 * inviter and no bonus can only be a seeded one: a real invite always records its bonus. An inviter
 * without a record yet (the demo users until their first launch) gets the sum when it is made
 * (shared/create.ts createMiner).
 */
export const guildsSeededReferralBonuses: Migration = {
  id: 'guilds-005-seeded-referral-bonuses',
  sql: `
create temporary table seeded_invites on commit drop as
  select m.user_id, m.inviter_id, ${bonusCase}::numeric(78,0) as bonus
  from mining_users m join users u on u.id = m.user_id
  where m.inviter_id is not null and m.referral_bonus_units = 0;
update mining_users m set got_units = m.got_units + s.bonus, referral_bonus_units = s.bonus
  from seeded_invites s where m.user_id = s.user_id;
update mining_users m set got_units = m.got_units + t.total, friends_bonus_units = m.friends_bonus_units + t.total
  from (select inviter_id, sum(bonus) as total from seeded_invites group by inviter_id) t where m.user_id = t.inviter_id;
`,
};

/**
 * The index on a miner's alliance alone, made with the mining record (004-mining), is the leading
 * column of `mining_users_alliance_got` (guilds-001): every query and foreign-key check it served
 * the wider one serves. It was not free: a claim changes the amount, which is in an index, so each
 * claim's update is not a HOT one and writes a new entry in every index of the table, this one
 * included (docs/decisions/sandbox-platform.md "One index fewer under every claim (issue 36)").
 */
export const guildsNoRedundantAllianceIndex: Migration = {
  id: 'guilds-006-no-redundant-alliance-index',
  sql: `drop index if exists mining_users_alliance;`,
};
