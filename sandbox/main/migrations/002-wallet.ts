/**
 * Custodial accounts, the ledger and the wallet's small tables. Amounts are integers of a token's
 * smallest unit in numeric(78,0) (wide enough for any uint256). The ledger is append-only and a
 * trigger refuses any entry that would leave a balance negative, as a last line of defence behind
 * the engine's own check (sandbox/main/engine/ledger.ts), which gives the friendly error.
 */
import type { Migration } from '../../platform/store/db';

export const wallet: Migration = {
  id: '002-wallet',
  sql: `
create table wallet_accounts (
  user_id bigint not null references users(id),
  account_index integer not null check (account_index >= 0),
  evm_address text not null unique,
  ton_address text not null unique,
  -- PKCS#8, base64; never selected by a route.
  evm_private_key text not null,
  ton_private_key text not null,
  created_at timestamptz not null,
  primary key (user_id, account_index)
);
create index wallet_accounts_evm_lower on wallet_accounts (lower(evm_address));

-- One row per movement the user sees in history (a deposit, a withdrawal, a swap).
create table wallet_operations (
  seq bigserial unique,
  id text primary key,
  user_id bigint not null,
  account_index integer not null,
  kind text not null check (kind in ('deposit', 'withdrawal', 'swap')),
  chain_id text not null,
  token_address text not null,
  symbol text not null,
  decimals integer not null,
  amount_units numeric(78,0) not null check (amount_units > 0),
  -- The other side of a swap.
  to_chain_id text,
  to_token_address text,
  to_symbol text,
  to_decimals integer,
  to_amount_units numeric(78,0),
  -- Withdrawal destination, or the sender of a deposit when known.
  counterparty text,
  comment text,
  created_at timestamptz not null,
  foreign key (user_id, account_index) references wallet_accounts (user_id, account_index)
);
create index wallet_operations_history on wallet_operations (user_id, account_index, created_at desc, seq desc);

create table ledger_entries (
  id bigserial primary key,
  user_id bigint not null,
  account_index integer not null,
  chain_id text not null,
  token_address text not null,
  amount_units numeric(78,0) not null check (amount_units <> 0),
  kind text not null check (kind in ('deposit', 'withdrawal', 'swap-in', 'swap-out', 'fee', 'transfer-in', 'transfer-out')),
  ref text not null references wallet_operations (id),
  created_at timestamptz not null,
  foreign key (user_id, account_index) references wallet_accounts (user_id, account_index)
);
create index ledger_entries_holding on ledger_entries (user_id, account_index, chain_id, token_address);

create function ledger_entries_never_negative() returns trigger language plpgsql as $$
begin
  if new.amount_units < 0 and (
    select sum(amount_units) from ledger_entries
    where user_id = new.user_id and account_index = new.account_index
      and chain_id = new.chain_id and token_address = new.token_address
  ) < 0 then
    raise exception 'ledger balance would be negative' using errcode = 'check_violation';
  end if;
  return null;
end $$;
create trigger ledger_entries_never_negative after insert on ledger_entries
  for each row execute function ledger_entries_never_negative();

create function ledger_entries_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'ledger entries are append-only' using errcode = 'restrict_violation';
end $$;
create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_entries_append_only();

create table wallet_preset_swaps (
  id text primary key,
  user_id bigint not null references users(id),
  from_chain_id text not null,
  from_address text not null,
  to_chain_id text not null,
  to_address text not null,
  created_at timestamptz not null
);

create table wallet_monitors (
  user_id bigint not null,
  account_index integer not null,
  started_at timestamptz not null,
  primary key (user_id, account_index),
  foreign key (user_id, account_index) references wallet_accounts (user_id, account_index)
);

-- Idempotency of the sandbox's deposit control (not part of the app's contract).
create table sandbox_deposit_keys (
  key text primary key,
  operation_id text not null references wallet_operations (id)
);
`,
};
