/**
 * Copy trading (issue 24): a position per subscription, holding the deposit token and the other
 * side of the leader's swaps (ETH, or USDT when the deposit is ETH) in smallest units; and one row
 * per leader trade it has worked through, mirrored or skipped with the reason. The primary key
 * (trade, seq) is what makes a leader's trade count once, whatever the reads that race to it.
 */
import type { Migration } from '../../platform/store/db';

export const copyTradePositions: Migration = {
  id: 'copy-trade-001-positions',
  sql: `
create table copy_trades (
  id text primary key,
  user_id bigint not null,
  account_index integer not null,
  chain_id integer not null,
  followed_address text not null,
  ante_percent integer not null check (ante_percent between 1 and 100),
  protocols text[] not null,
  deposit_units numeric(78,0) not null check (deposit_units > 0),
  base_token text not null,
  counter_token text not null,
  base_units numeric(78,0) not null check (base_units >= 0),
  counter_units numeric(78,0) not null check (counter_units >= 0),
  per_trade_units numeric(78,0) not null check (per_trade_units >= 0),
  -- USD scaled by 1e8 and ETH in wei, at the start's prices.
  start_usd numeric(78,0) not null,
  start_eth_units numeric(78,0) not null,
  started_at timestamptz not null,
  deactivated_at timestamptz,
  -- What the stop returned, valued at the stop's prices.
  final_usd numeric(78,0),
  final_eth_units numeric(78,0),
  next_seq bigint not null,
  start_operation_id text not null references wallet_operations (id),
  stop_operation_id text references wallet_operations (id),
  foreign key (user_id, account_index) references wallet_accounts (user_id, account_index)
);
create index copy_trades_owner on copy_trades (user_id, account_index, started_at desc);

create table copy_trade_events (
  trade_id text not null references copy_trades (id),
  seq bigint not null,
  at timestamptz not null,
  leader_side text not null check (leader_side in ('buy-eth', 'sell-eth')),
  leader_usd numeric(78,0) not null,
  slippage_bps integer not null,
  outcome text not null check (outcome in ('mirrored', 'skipped')),
  reason text check (reason in ('too-small', 'not-enough-left', 'slippage')),
  sold_token text,
  sold_units numeric(78,0),
  got_token text,
  got_units numeric(78,0),
  primary key (trade_id, seq),
  check ((outcome = 'mirrored') = (reason is null))
);
`,
};
