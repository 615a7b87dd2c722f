/**
 * Swap quotes. Each quote the sandbox answers is kept for its lifetime so /swap can execute exactly
 * what was shown (a firm quote) and refuse it once expired or used. An executed TON swap (which has
 * no quote id on the wire) gets a row written already used, so every executed swap has one row:
 * that is what /getUserSwaps lists. The payload is the route plan (sandbox/main/engine/swap/route-store.ts).
 */
import type { Migration } from '../../platform/store/db';

export const swap: Migration = {
  id: '003-swap',
  sql: `
create table swap_routes (
  seq bigserial unique,
  id text primary key,
  user_id bigint not null,
  account_index integer not null,
  payload jsonb not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  -- The ledger operation the execution wrote (the swap's id on the wire).
  operation_id text references wallet_operations (id),
  foreign key (user_id, account_index) references wallet_accounts (user_id, account_index),
  check ((used_at is null) = (operation_id is null))
);
create index swap_routes_executed on swap_routes (user_id, account_index, used_at desc, seq desc) where used_at is not null;
`,
};
