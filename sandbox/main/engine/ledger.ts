/**
 * Balances as a ledger. Every movement is an operation (what history shows) plus signed entries in
 * smallest units (what balances sum). A movement is written in one transaction that first locks
 * the accounts involved, then checks that no debited holding would go below zero; a refused
 * movement writes nothing. The database trigger of migration 002 backs the check up.
 */
import { randomUUID } from 'node:crypto';
import type { ChainId } from '../../../domain/chains';
import type { Db, Queryable } from '../../platform/store/database';
import type { CatalogueToken } from './token-catalogue';

export type { Queryable };

export type EntryKind = 'deposit' | 'withdrawal' | 'swap-in' | 'swap-out' | 'fee' | 'transfer-in' | 'transfer-out';
export type OperationKind = 'deposit' | 'withdrawal' | 'swap';

export interface Leg {
  readonly token: CatalogueToken;
  /** Signed: credits positive, debits negative. */
  readonly amountUnits: bigint;
  readonly kind: EntryKind;
}

export interface OperationInput {
  readonly kind: OperationKind;
  /** The deposited or withdrawn token, or the token a swap spends. */
  readonly token: CatalogueToken;
  readonly amountUnits: bigint;
  /** The token and amount a swap gives. */
  readonly toToken?: CatalogueToken | undefined;
  readonly toAmountUnits?: bigint | undefined;
  /** Withdrawal destination, or the sender of a deposit when known. */
  readonly counterparty?: string | null | undefined;
  readonly comment?: string | null | undefined;
}

export interface Movement {
  readonly userId: number;
  readonly accountIndex: number;
  readonly operation: OperationInput;
  readonly legs: readonly Leg[];
}

export class InsufficientBalanceError extends Error {
  constructor(
    readonly token: CatalogueToken,
    readonly held: bigint,
    readonly needed: bigint,
  ) {
    super(`balance of ${token.symbol} on ${String(token.chainId)} is ${held}, ${needed} needed`);
    this.name = 'InsufficientBalanceError';
  }
}

export const chainIdText = (chainId: ChainId): string => String(chainId);

export function chainIdFromText(text: string): ChainId {
  return text === 'TON' ? 'TON' : (Number(text) as ChainId);
}

export async function balanceOf(q: Queryable, userId: number, accountIndex: number, token: CatalogueToken): Promise<bigint> {
  const result = await q.query<{ units: string | null }>(
    `select sum(amount_units)::text as units from ledger_entries
     where user_id = $1 and account_index = $2 and chain_id = $3 and token_address = $4`,
    [userId, accountIndex, chainIdText(token.chainId), token.address],
  );
  return BigInt(result.rows[0]?.units ?? '0');
}

export interface Holding {
  readonly chainId: ChainId;
  readonly tokenAddress: string;
  readonly units: bigint;
}

/** Every non-zero holding of one account. */
export async function holdingsOf(q: Queryable, userId: number, accountIndex: number): Promise<readonly Holding[]> {
  const result = await q.query<{ chain_id: string; token_address: string; units: string }>(
    `select chain_id, token_address, sum(amount_units)::text as units from ledger_entries
     where user_id = $1 and account_index = $2
     group by chain_id, token_address having sum(amount_units) <> 0`,
    [userId, accountIndex],
  );
  return result.rows.map((row) => ({ chainId: chainIdFromText(row.chain_id), tokenAddress: row.token_address, units: BigInt(row.units) }));
}

function legKey(userId: number, accountIndex: number, token: CatalogueToken): string {
  return `${userId}|${accountIndex}|${chainIdText(token.chainId)}|${token.address}`;
}

async function lockAccounts(tx: Queryable, movements: readonly Movement[]): Promise<void> {
  const accounts = [...new Map(movements.map((m) => [`${m.userId}|${m.accountIndex}`, m])).values()].sort(
    (a, b) => a.userId - b.userId || a.accountIndex - b.accountIndex,
  );
  // A fixed lock order keeps two movements between the same accounts from deadlocking.
  for (const account of accounts) {
    const locked = await tx.query('select 1 from wallet_accounts where user_id = $1 and account_index = $2 for update', [account.userId, account.accountIndex]);
    if (locked.rows.length === 0) throw new Error(`no account ${account.accountIndex} for user ${account.userId}`);
  }
}

async function checkDebits(tx: Queryable, movements: readonly Movement[]): Promise<void> {
  const deltas = new Map<string, { userId: number; accountIndex: number; token: CatalogueToken; delta: bigint }>();
  for (const movement of movements) {
    for (const leg of movement.legs) {
      const key = legKey(movement.userId, movement.accountIndex, leg.token);
      const current = deltas.get(key);
      deltas.set(key, { userId: movement.userId, accountIndex: movement.accountIndex, token: leg.token, delta: (current?.delta ?? 0n) + leg.amountUnits });
    }
  }
  for (const { userId, accountIndex, token, delta } of deltas.values()) {
    if (delta >= 0n) continue;
    const held = await balanceOf(tx, userId, accountIndex, token);
    if (held + delta < 0n) throw new InsufficientBalanceError(token, held, -delta);
  }
}

async function insertOperation(tx: Queryable, movement: Movement, createdAt: Date): Promise<string> {
  const { operation } = movement;
  const id = `op_${randomUUID()}`;
  await tx.query(
    `insert into wallet_operations (id, user_id, account_index, kind, chain_id, token_address, symbol, decimals, amount_units,
       to_chain_id, to_token_address, to_symbol, to_decimals, to_amount_units, counterparty, comment, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, $10, $11, $12, $13, $14::numeric, $15, $16, $17)`,
    [
      id,
      movement.userId,
      movement.accountIndex,
      operation.kind,
      chainIdText(operation.token.chainId),
      operation.token.address,
      operation.token.symbol,
      operation.token.decimals,
      operation.amountUnits.toString(),
      operation.toToken ? chainIdText(operation.toToken.chainId) : null,
      operation.toToken?.address ?? null,
      operation.toToken?.symbol ?? null,
      operation.toToken?.decimals ?? null,
      operation.toAmountUnits?.toString() ?? null,
      operation.counterparty ?? null,
      operation.comment ?? null,
      createdAt.toISOString(),
    ],
  );
  return id;
}

/**
 * Writes movements inside a transaction the caller already holds (a swap or a transfer that must
 * commit together with other writes). Returns the operation ids in the order given. Throws
 * InsufficientBalanceError before writing anything when a debit would overdraw a holding.
 */
export async function postMovementsIn(tx: Queryable, movements: readonly Movement[], createdAt: Date): Promise<string[]> {
  for (const movement of movements) {
    if (movement.operation.amountUnits <= 0n) throw new Error('an operation moves a positive amount');
    if (movement.legs.some((leg) => leg.amountUnits === 0n)) throw new Error('a ledger entry moves a non-zero amount');
  }
  await lockAccounts(tx, movements);
  await checkDebits(tx, movements);
  const ids: string[] = [];
  for (const movement of movements) {
    const id = await insertOperation(tx, movement, createdAt);
    ids.push(id);
    // Credits before debits, so the trigger never sees a transient negative sum.
    const legs = [...movement.legs].sort((a, b) => (a.amountUnits > 0n ? 0 : 1) - (b.amountUnits > 0n ? 0 : 1));
    for (const leg of legs) {
      await tx.query(
        `insert into ledger_entries (user_id, account_index, chain_id, token_address, amount_units, kind, ref, created_at)
         values ($1, $2, $3, $4, $5::numeric, $6, $7, $8)`,
        [movement.userId, movement.accountIndex, chainIdText(leg.token.chainId), leg.token.address, leg.amountUnits.toString(), leg.kind, id, createdAt.toISOString()],
      );
    }
  }
  return ids;
}

/** Writes movements atomically in a transaction of their own. */
export async function postMovements(db: Db, movements: readonly Movement[], createdAt: Date): Promise<string[]> {
  return db.transaction((tx) => postMovementsIn(tx, movements, createdAt));
}

/** A plain incoming deposit of one token. */
export function depositMovement(userId: number, accountIndex: number, token: CatalogueToken, units: bigint, from?: string): Movement {
  return {
    userId,
    accountIndex,
    operation: { kind: 'deposit', token, amountUnits: units, counterparty: from ?? null },
    legs: [{ token, amountUnits: units, kind: 'deposit' }],
  };
}

/**
 * An incoming transfer of nothing that carries a comment (a service's message, as TON delivers
 * them: the proof of humanity's code). History shows it; no balance changes, so it has no entries.
 */
export async function postNoticeIn(tx: Queryable, notice: { readonly userId: number; readonly accountIndex: number; readonly token: CatalogueToken; readonly from: string; readonly comment: string }, createdAt: Date): Promise<string> {
  return insertOperation(
    tx,
    { userId: notice.userId, accountIndex: notice.accountIndex, operation: { kind: 'deposit', token: notice.token, amountUnits: 0n, counterparty: notice.from, comment: notice.comment }, legs: [] },
    createdAt,
  );
}
