/**
 * The auction (issue 23): its claims. The default campaign is not written here but when the store is
 * first opened (config.ts `defaultAuctionCampaign`, issue 44): a migration runs once into the cached
 * template every new store is copied from, so a date it wrote would be the template's day.
 */
import type { Migration } from '../../platform/store/db';

export const auctionClaims: Migration = {
  id: 'auction-001-claims',
  sql: `
create table auction_claims (
  id text primary key,
  user_id bigint not null references mining_users(user_id),
  -- The mined SWITCH the claim took from the record, what it paid into account 0 and what it burned:
  -- mined_units = paid_units + burned_units, always.
  mined_units numeric(78, 0) not null check (mined_units > 0),
  paid_units numeric(78, 0) not null check (paid_units > 0),
  burned_units numeric(78, 0) not null check (burned_units >= 0),
  share_bp integer not null check (share_bp between 1 and 10000),
  day integer not null check (day >= 1),
  gas_units numeric(78, 0) not null check (gas_units >= 0),
  operation_id text not null,
  claimed_at timestamptz not null,
  lands_at timestamptz not null,
  check (mined_units = paid_units + burned_units)
);
create index auction_claims_user on auction_claims (user_id, claimed_at desc);
`,
};

/** Claim-and-stake (issue 23): the part of the paid share staked for 3 months and its deposit. */
export const auctionStakes: Migration = {
  id: 'auction-002-stakes',
  sql: `
alter table auction_claims add column staked_units numeric(78, 0) not null default 0 check (staked_units >= 0);
alter table auction_claims add column deposit_id text;
alter table auction_claims drop constraint auction_claims_check;
-- mined = paid into account 0 + staked for 3 months + burned, always.
alter table auction_claims add constraint auction_claims_conserved check (mined_units = paid_units + staked_units + burned_units);
`,
};

/**
 * A claim whose send fails (issue 23): the sandbox control marks a user's next claim to fail
 * (`auction_failing_sends`, used up by that claim); such a claim moves nothing (no ledger operation,
 * the mined SWITCH stays in the record, no deposit), is `sending` for its 5 s and then `failed`.
 */
export const auctionSendFailures: Migration = {
  id: 'auction-003-send-failures',
  sql: `
create table auction_failing_sends (
  user_id bigint primary key,
  marked_at timestamptz not null
);
alter table auction_claims add column send_failed boolean not null default false;
alter table auction_claims alter column operation_id drop not null;
alter table auction_claims add constraint auction_claims_failed_moves_nothing check (send_failed = (operation_id is null));
`,
};
