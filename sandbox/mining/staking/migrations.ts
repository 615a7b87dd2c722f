/**
 * Staking (issue 22): a deposit per stake, its reward credited hour by hour (credited_hours, so a
 * credit is never made twice), its claim once (claimed_at), the fee's intent (unique: a paid
 * intent makes one deposit); and the SBTs minted, once per user and period.
 */
import type { Migration } from '../../platform/store/db';

export const stakingDeposits: Migration = {
  id: 'staking-001-deposits',
  sql: `
create table staking_deposits (
  id text primary key,
  user_id bigint not null references mining_users(user_id),
  period text not null check (period in ('3mhp', '3m', '6m', '1y', '5y', '100y')),
  amount_units numeric(78,0) not null check (amount_units > 0),
  apy_ppm bigint not null check (apy_ppm >= 0),
  hour_reward_units numeric(78,0) not null check (hour_reward_units >= 0),
  started_at timestamptz not null,
  ended_at timestamptz not null check (ended_at > started_at),
  credited_hours integer not null default 0 check (credited_hours >= 0),
  claimed_at timestamptz,
  intent_id text unique,
  fee_units numeric(78,0),
  fee_currency text check (fee_currency in ('TON', 'XTR')),
  fee_switch_units numeric(78,0)
);
create index staking_deposits_user on staking_deposits (user_id, started_at);
create index staking_deposits_open on staking_deposits (claimed_at) where claimed_at is null;

create table staking_sbts (
  user_id bigint not null references mining_users(user_id),
  staking_period text not null check (staking_period ~ '^[a-z0-9-]{1,16}$'),
  intent_id text not null unique,
  minted_at timestamptz not null,
  primary key (user_id, staking_period)
);
`,
};

/**
 * A paid purchase that can no longer take effect is refunded (issue 22: a staking fee whose
 * SWITCH was staked or spent before the payment landed): the intent keeps its charge and says
 * 'refunded', so the charge is still recorded once and the refund is made once.
 */
export const refundedIntents: Migration = {
  id: 'staking-002-refunded-intents',
  sql: `
alter table payment_intents drop constraint if exists payment_intents_status_check;
alter table payment_intents add constraint payment_intents_status_known check (status in ('pending', 'paid', 'cancelled', 'rejected', 'expired', 'refunded'));
alter table payment_intents drop constraint if exists payment_intents_check;
alter table payment_intents add constraint payment_intents_charged check ((status in ('paid', 'refunded')) = (charge_id is not null));
`,
};
