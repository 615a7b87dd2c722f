/**
 * The mining backend's tables (MINING.md): one record per miner, boosts with end times, claim
 * receipts and the referral shares they paid, burns, alliances, payment intents (Stars invoices,
 * internal and external transfers, recorded once per charge id), the simulated external wallets
 * and their pending transactions, and the sandbox's runtime settings. SWITCH amounts are integers
 * of 1e-9 SWITCH in numeric(78,0); speeds integers of 1e-9 SWITCH per hour.
 */
import type { Migration } from '../../platform/store/db';

export const mining: Migration = {
  id: '004-mining',
  sql: `
create table mining_alliances (
  name text primary key check (name ~ '^[A-Za-z0-9_]{3,32}$'),
  title text not null,
  created_at timestamptz not null
);

-- No foreign key to users for the inviter: an invited user may name an inviter who has no record yet.
create table mining_users (
  user_id bigint primary key references users(id),
  got_units numeric(78,0) not null default 0 check (got_units >= 0),
  withheld_units numeric(78,0) not null default 0 check (withheld_units >= 0),
  lock_units numeric(78,0) not null default 0 check (lock_units >= 0),
  last_claim_at timestamptz not null,
  last_payment_at timestamptz,
  alliance text references mining_alliances(name),
  inviter_id bigint,
  human_group integer not null default 0,
  confirm_prove boolean not null default false,
  -- When a paid autoclaim takes effect; null before any purchase.
  autoclaim_from timestamptz,
  friends_bonus_units numeric(78,0) not null default 0,
  friends2_bonus_units numeric(78,0) not null default 0,
  created_at timestamptz not null,
  check (inviter_id is null or inviter_id <> user_id)
);
create index mining_users_got on mining_users (got_units desc);
create index mining_users_inviter on mining_users (inviter_id);
create index mining_users_alliance on mining_users (alliance);

create table mining_boosts (
  id text primary key,
  user_id bigint not null references mining_users(user_id),
  source text not null check (source in ('burn')),
  units_per_hour numeric(78,0) not null check (units_per_hour > 0),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  ref text not null
);
create index mining_boosts_user on mining_boosts (user_id, ends_at);

create table mining_claims (
  id text primary key,
  user_id bigint not null references mining_users(user_id),
  kind text not null check (kind in ('manual', 'auto')),
  -- Periods an autoclaim covered at once; 1 for a manual claim.
  periods integer not null check (periods >= 1),
  claimed_units numeric(78,0) not null check (claimed_units >= 0),
  verified_bonus_units numeric(78,0) not null check (verified_bonus_units >= 0),
  alliance_bonus_units numeric(78,0) not null check (alliance_bonus_units >= 0),
  claimed_at timestamptz not null
);
create index mining_claims_user on mining_claims (user_id, claimed_at);

create table mining_referral_shares (
  claim_id text not null references mining_claims(id),
  beneficiary_id bigint not null references mining_users(user_id),
  level integer not null check (level in (1, 2)),
  units numeric(78,0) not null check (units > 0),
  primary key (claim_id, level)
);

create table mining_burns (
  id text primary key,
  user_id bigint not null references mining_users(user_id),
  punk_units numeric(78,0) not null check (punk_units > 0),
  gas_units numeric(78,0) not null check (gas_units > 0),
  operation_id text not null,
  boost_id text not null references mining_boosts(id),
  burned_at timestamptz not null
);

create table payment_intents (
  id text primary key,
  user_id bigint not null references users(id),
  purpose text not null check (purpose in ('autoclaim')),
  way text not null check (way in ('internal', 'stars', 'external')),
  status text not null check (status in ('pending', 'paid', 'cancelled', 'rejected', 'expired')),
  amount_units numeric(78,0) not null check (amount_units > 0),
  currency text not null check (currency in ('TON', 'XTR')),
  -- The Stars charge or the transfer that paid it: unique, so a charge is recorded once.
  charge_id text unique,
  created_at timestamptz not null,
  settled_at timestamptz,
  activates_at timestamptz,
  check ((status = 'paid') = (charge_id is not null))
);
create index payment_intents_user on payment_intents (user_id, created_at desc);

create table sandbox_external_wallets (
  user_id bigint primary key references users(id),
  address text not null unique,
  balance_units numeric(78,0) not null check (balance_units >= 0)
);

create table sandbox_external_transactions (
  id text primary key,
  user_id bigint not null references sandbox_external_wallets(user_id),
  status text not null check (status in ('pending', 'landed', 'rejected', 'expired')),
  valid_until timestamptz not null,
  messages jsonb not null,
  created_at timestamptz not null,
  settled_at timestamptz
);
create index sandbox_external_transactions_user on sandbox_external_transactions (user_id, status);

create table mining_settings (
  key text primary key,
  value jsonb not null
);
`,
};
