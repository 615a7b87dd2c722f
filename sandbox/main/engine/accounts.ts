/**
 * Custodial accounts. A user may own several, numbered by accountIndex from 0; each has an EVM and
 * a TON address derived from keys generated once and kept in the store. A user gets their first
 * account(s) the first time any wallet call names them.
 */
import type { ChainId } from '../../../domain/chains';
import { SandboxError } from '../../platform/http/errors';
import { generateAccountKeys } from './account-keys';
import { isEvmAddressShape } from './evm-address';
import type { Db, Queryable } from '../../platform/store/database';
import { postMovementsIn } from './ledger';
import { seedPlanFor } from './seed-wallets';
import { formatTonAddress, parseTonAddress } from './ton-address';

export interface Account {
  readonly userId: number;
  readonly accountIndex: number;
  /** EIP-55 checksummed. */
  readonly evmAddress: string;
  /** User-friendly, non-bounceable, mainnet ('UQ...'). */
  readonly tonAddress: string;
}

export interface WalletOwner {
  readonly id: number;
  readonly firstName: string;
}

interface AccountRow {
  user_id: string | number;
  account_index: number;
  evm_address: string;
  ton_address: string;
}

// Private key columns are deliberately absent: nothing that reads accounts can leak them.
const ACCOUNT_COLUMNS = 'user_id, account_index, evm_address, ton_address';

function toAccount(row: AccountRow): Account {
  return { userId: Number(row.user_id), accountIndex: row.account_index, evmAddress: row.evm_address, tonAddress: row.ton_address };
}

/** The answer for an account index the caller does not own. */
export function unknownAccount(): SandboxError {
  return new SandboxError(404, 'Unknown account', 'unknown-account', ['accountIndex']);
}

export async function listAccounts(q: Queryable, userId: number): Promise<readonly Account[]> {
  const result = await q.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from wallet_accounts where user_id = $1 order by account_index`, [userId]);
  return result.rows.map(toAccount);
}

export async function findAccount(q: Queryable, userId: number, accountIndex: number): Promise<Account | null> {
  const result = await q.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from wallet_accounts where user_id = $1 and account_index = $2`, [userId, accountIndex]);
  const row = result.rows[0];
  return row ? toAccount(row) : null;
}

/** The caller's account, or the 404 'Unknown account' answer. */
export async function requireAccount(q: Queryable, userId: number, accountIndex: number): Promise<Account> {
  const account = await findAccount(q, userId, accountIndex);
  if (!account) throw unknownAccount();
  return account;
}

/** The sandbox account that receives at an address on a chain (any user-friendly TON form). */
export async function findAccountByAddress(q: Queryable, chainId: ChainId, address: string): Promise<Account | null> {
  let result;
  if (chainId === 'TON') {
    const parsed = parseTonAddress(address);
    if (!parsed || parsed.workchain !== 0 || parsed.testnet) return null;
    const canonical = formatTonAddress({ ...parsed, bounceable: false, testnet: false });
    result = await q.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from wallet_accounts where ton_address = $1`, [canonical]);
  } else {
    if (!isEvmAddressShape(address)) return null;
    result = await q.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from wallet_accounts where lower(evm_address) = $1`, [address.toLowerCase()]);
  }
  const row = result.rows[0];
  return row ? toAccount(row) : null;
}

/**
 * Creates the user's row when the id is new (a deposit control naming a user the app has not seen
 * yet); the auth middleware's upsert fills the other columns once the user opens the app.
 */
export async function ensureUserRow(q: Queryable, owner: WalletOwner, now: Date): Promise<void> {
  await q.query('insert into users (id, first_name, created_at) values ($1, $2, $3) on conflict (id) do nothing', [owner.id, owner.firstName, now.toISOString()]);
}

async function insertAccount(q: Queryable, userId: number, accountIndex: number, now: Date): Promise<Account> {
  const keys = await generateAccountKeys();
  await q.query(
    `insert into wallet_accounts (user_id, account_index, evm_address, ton_address, evm_private_key, ton_private_key, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [userId, accountIndex, keys.evmAddress, keys.tonAddress, keys.evmPrivateKey, keys.tonPrivateKey, now.toISOString()],
  );
  return { userId, accountIndex, evmAddress: keys.evmAddress, tonAddress: keys.tonAddress };
}

async function lockUser(q: Queryable, userId: number): Promise<void> {
  await q.query('select 1 from users where id = $1 for update', [userId]);
}

/** ensureWallet inside a transaction the caller holds (a value-moving request's). */
export async function ensureWalletIn(tx: Queryable, owner: WalletOwner, now: Date): Promise<readonly Account[]> {
  const existing = await listAccounts(tx, owner.id);
  if (existing.length > 0) return existing;
  await ensureUserRow(tx, owner, now);
  // Two first requests of one user: the second waits here and then finds the first one's accounts.
  await lockUser(tx, owner.id);
  const again = await listAccounts(tx, owner.id);
  if (again.length > 0) return again;
  const plan = seedPlanFor(owner.id);
  const accounts: Account[] = [];
  for (let index = 0; index < plan.accounts; index++) accounts.push(await insertAccount(tx, owner.id, index, now));
  if (plan.movements.length > 0) await postMovementsIn(tx, plan.movements, now);
  return accounts;
}

/**
 * The user's accounts, creating them on first sight: account 0 for a new user; for a seed user the
 * accounts and starting balances of their seed plan (seed-wallets.ts).
 */
export async function ensureWallet(db: Db, owner: WalletOwner, now: Date): Promise<readonly Account[]> {
  const existing = await listAccounts(db, owner.id);
  if (existing.length > 0) return existing;
  return db.transaction((tx) => ensureWalletIn(tx, owner, now));
}

/** Adds the user's next account (index = highest + 1). The user must exist already. */
export async function createAccount(db: Db, userId: number, now: Date): Promise<Account> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const result = await tx.query<{ next: number }>('select coalesce(max(account_index) + 1, 0)::int as next from wallet_accounts where user_id = $1', [userId]);
    return insertAccount(tx, userId, result.rows[0]?.next ?? 0, now);
  });
}
