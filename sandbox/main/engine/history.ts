/** Transaction history and deposit notifications, read from the operations the ledger wrote. */
import type { z } from 'zod';
import type { historyEntrySchema, notificationSchema } from '../../../adapters/http/contract/main';
import type { Queryable } from './ledger';
import { formatUnits } from './units';

type WireHistoryEntry = z.input<typeof historyEntrySchema>;
type WireNotification = z.input<typeof notificationSchema>;

interface OperationRow {
  id: string;
  account_index: number;
  kind: 'deposit' | 'withdrawal' | 'swap';
  symbol: string;
  decimals: number;
  amount_units: string;
  to_symbol: string | null;
  to_decimals: number | null;
  to_amount_units: string | null;
  counterparty: string | null;
  comment: string | null;
  created_at: Date | string;
}

const OPERATION_COLUMNS = `id, account_index, kind, symbol, decimals, amount_units::text as amount_units, to_symbol, to_decimals,
  to_amount_units::text as to_amount_units, counterparty, comment, created_at`;

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toHistoryEntry(row: OperationRow): WireHistoryEntry {
  const base = { id: row.id, createdAt: iso(row.created_at) };
  switch (row.kind) {
    case 'deposit':
      return { ...base, type: 'deposit', asset: row.symbol, amount: row.amount_units, decimals: row.decimals, ...(row.comment ? { comment: row.comment } : {}) };
    case 'withdrawal':
      return { ...base, type: 'withdrawal', to: row.counterparty ?? '', symbol: row.symbol, amount: row.amount_units, decimals: row.decimals };
    case 'swap':
      return {
        ...base,
        type: 'swap',
        fromToken: { symbol: row.symbol, decimals: row.decimals },
        toToken: { symbol: row.to_symbol ?? '', decimals: row.to_decimals ?? 0 },
        fromAmount: row.amount_units,
        toAmount: row.to_amount_units ?? '0',
      };
  }
}

/** A token's own history: the entries that move it, on either side of a swap (issue 38). */
export interface HistoryTokenFilter {
  readonly chainId: string;
  readonly address: string;
}

/** One page of an account's history, newest first (ties broken by write order), of one token when filtered. */
export async function historyPage(
  q: Queryable,
  userId: number,
  accountIndex: number,
  limit: number,
  offset: number,
  token?: HistoryTokenFilter,
): Promise<WireHistoryEntry[]> {
  const byToken = token ? 'and ((chain_id = $5 and token_address = $6) or (to_chain_id = $5 and to_token_address = $6))' : '';
  const result = await q.query<OperationRow>(
    `select ${OPERATION_COLUMNS} from wallet_operations where user_id = $1 and account_index = $2 ${byToken}
     order by created_at desc, seq desc limit $3 offset $4`,
    token ? [userId, accountIndex, limit, offset, token.chainId, token.address] : [userId, accountIndex, limit, offset],
  );
  return result.rows.map(toHistoryEntry);
}

export async function lastActivity(q: Queryable, userId: number, accountIndex: number): Promise<string | null> {
  const result = await q.query<{ at: Date | string | null }>('select max(created_at) as at from wallet_operations where user_id = $1 and account_index = $2', [
    userId,
    accountIndex,
  ]);
  const at = result.rows[0]?.at;
  return at ? iso(at) : null;
}

/** Whether the user has ever swapped, on any of their accounts. */
export async function hasSwapped(q: Queryable, userId: number): Promise<boolean> {
  const result = await q.query("select 1 from wallet_operations where user_id = $1 and kind = 'swap' limit 1", [userId]);
  return result.rows.length > 0;
}

export const NOTIFICATION_LIMIT = 50;

/** Incoming deposits on any of the user's accounts, newest first, as notifications. */
export async function depositNotifications(q: Queryable, userId: number): Promise<WireNotification[]> {
  const result = await q.query<OperationRow>(
    `select ${OPERATION_COLUMNS} from wallet_operations where user_id = $1 and kind = 'deposit'
     order by created_at desc, seq desc limit $2`,
    [userId, NOTIFICATION_LIMIT],
  );
  return result.rows.map((row) => ({
    id: row.id,
    kind: 'deposit',
    text: `Received ${formatUnits(BigInt(row.amount_units), row.decimals)} ${row.symbol} on wallet ${row.account_index + 1}`,
    createdAt: iso(row.created_at),
  }));
}
