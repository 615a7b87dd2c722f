/**
 * The tasks that need a connected TON wallet (wallet-tasks.ts): the PUNK the simulated staking bot
 * holds for each user's external wallet, the app that wallet presents itself as, and the TON
 * wallet a user set with /setTonWallet.
 */
import type { Migration } from '../../platform/store/db';

export const walletTaskTables: Migration = {
  id: 'tasks-003-wallet-tasks',
  sql: `
create table sandbox_punk_stakes (
  user_id bigint primary key,
  units numeric(40, 0) not null check (units >= 0),
  updated_at timestamptz not null
);
create table sandbox_external_wallet_apps (
  user_id bigint primary key,
  app_name text not null check (app_name ~ '^[A-Za-z][A-Za-z0-9 ._-]{0,31}$')
);
create table mining_ton_wallets (
  user_id bigint primary key references mining_users(user_id),
  address text not null,
  app_name text not null,
  set_at timestamptz not null
);
`,
};
