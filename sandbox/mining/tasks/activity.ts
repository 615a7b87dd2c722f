/**
 * The wallet activity tasks are verified against (MINING.md "Tasks and verification"): the swaps
 * and deposits the main backend's ledger recorded (wallet_operations, one store for both backends),
 * inside a task's window, each valued in USD at the simulated price of its own instant (what the
 * user paid or received then, not what it is worth now). Never the client's word.
 */
import type { ChainId } from '../../../domain/chains';
import { chainIdFromText, type Queryable } from '../../main/engine/ledger';
import { priceAt, usdValue } from '../../main/engine/prices';
import { findToken, PRICE_SCALE } from '../../main/engine/token-catalogue';

export interface Operation {
  readonly chainId: ChainId;
  /** The token given (a swap's from side) or received (a deposit). */
  readonly symbol: string;
  readonly native: boolean;
  readonly units: bigint;
  readonly decimals: number;
  /** Its USD value at its own instant, in 1e-8 USD (0 for a token the catalogue does not price). */
  readonly usd: bigint;
}

interface Row {
  chain_id: string;
  token_address: string;
  symbol: string;
  decimals: number;
  amount_units: string;
  created_at: Date;
}

/** The user's swaps or deposits (every account) in [from, to], oldest first. */
export async function operationsIn(q: Queryable, userId: number, kind: 'swap' | 'deposit', from: number, to: number): Promise<Operation[]> {
  const result = await q.query<Row>(
    `select chain_id, token_address, symbol, decimals, amount_units::text as amount_units, created_at from wallet_operations
     where user_id = $1 and kind = $2 and created_at >= $3 and created_at <= $4 order by created_at, seq`,
    [userId, kind, new Date(from).toISOString(), new Date(to).toISOString()],
  );
  return result.rows.map((row) => {
    const chainId = chainIdFromText(row.chain_id);
    const token = findToken(chainId, row.token_address);
    const units = BigInt(row.amount_units);
    return {
      chainId,
      symbol: row.symbol,
      native: token?.kind === 'native',
      units,
      decimals: row.decimals,
      usd: token ? usdValue(units, row.decimals, priceAt(token, row.created_at.getTime())) : 0n,
    };
  });
}

/** Whole dollars as 1e-8 USD. */
export const dollars = (amount: number): bigint => BigInt(amount) * PRICE_SCALE;

/** Whole tokens as smallest units. */
export const wholeTokens = (amount: number, decimals: number): bigint => BigInt(amount) * 10n ** BigInt(decimals);

export const sumUsd = (operations: readonly Operation[]): bigint => operations.reduce((sum, operation) => sum + operation.usd, 0n);
