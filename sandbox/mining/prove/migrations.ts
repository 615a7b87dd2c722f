/**
 * Proof of humanity's tables (docs/decisions/prove.md "Proof of humanity (issue 23)"): one proof per user
 * (the last paid one: its status and its code), the wrong codes tried (the rate limit counts them on
 * the database's clock), who is in a human group (applied to a mining record when it is made), and
 * not the campaign's deadline: that is written when the store is first opened (config.ts
 * `defaultProveDeadline`, issue 44), as a date written here would be the cached template's. The code
 * arrives as an incoming 0 TON transfer with a comment, so the history may now hold a deposit of 0
 * when it carries a comment.
 */
import type { Migration } from '../../platform/store/db';

export const proveTables: Migration = {
  id: 'prove-001-tables',
  sql: `
create table prove_requests (
  user_id bigint primary key references users(id),
  intent_id text not null,
  status text not null check (status in ('received', 'internalInQueue', 'responsing', 'internalError', 'confirmProve')),
  code text not null check (code ~ '^[0-9]{6}$'),
  paid_at timestamptz not null,
  code_sent_at timestamptz
);
create table prove_wrong_codes (
  id bigserial primary key,
  user_id bigint not null references users(id),
  at timestamptz not null
);
create index prove_wrong_codes_user on prove_wrong_codes (user_id, at);
alter table wallet_operations drop constraint wallet_operations_amount_units_check;
alter table wallet_operations add constraint wallet_operations_amount_units_check
  check (amount_units > 0 or (amount_units = 0 and kind = 'deposit' and comment is not null));
-- Who is in a human group: the backend's configuration, by user, applied when a mining record is
-- made (and by the control to a record that exists). Carol and Dave start in group 1.
create table prove_human_groups (
  user_id bigint primary key,
  human_group integer not null check (human_group between 0 and 1000)
);
insert into prove_human_groups (user_id, human_group) values (1003, 1), (1004, 1);
update mining_users m set human_group = g.human_group from prove_human_groups g where g.user_id = m.user_id;
create function mining_users_human_group() returns trigger language plpgsql as $$
begin
  new.human_group := coalesce((select human_group from prove_human_groups where user_id = new.user_id), new.human_group);
  return new;
end $$;
create trigger mining_users_human_group before insert on mining_users
  for each row execute function mining_users_human_group();
`,
};
