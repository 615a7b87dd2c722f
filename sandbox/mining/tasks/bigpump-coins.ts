/**
 * BigPump, the memecoin launchpad (seed 001 §1: an external mini-app the app only links to), as far
 * as the create-coin task needs it: the coins each user created there, each with its creation
 * transaction's hash and the instant BigPump recorded it (the sandbox clock's). Like the PUNK
 * staking bot and the waitlist bot, a system outside the app: the sandbox simulates its records
 * (`sandbox_bigpump_coins`), which a control (what BigPump would record) and the host page's task
 * bots panel write, and the task's check reads (create-coin.ts). Imports nothing of the engine.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../main/engine/ledger';

export interface BigpumpCoin {
  readonly hash: string;
  readonly userId: number;
  readonly name: string;
  readonly ticker: string;
  readonly createdAt: number;
}

/** A coin's name on BigPump: letters, digits and a few marks, 1 to 32 characters. */
export const COIN_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .'&!-]{0,31}$/u;
/** A ticker: 2 to 10 letters or digits, kept in capitals. */
export const COIN_TICKER_PATTERN = /^[A-Za-z0-9]{2,10}$/;
/** How many coins a control may create for one user (BigPump has no such limit; the sandbox's bound). */
export const COINS_PER_USER_MAX = 100;

interface CoinRow {
  hash: string;
  user_id: string | number;
  name: string;
  ticker: string;
  created_at: Date;
}

const coinOf = (row: CoinRow): BigpumpCoin => ({ hash: row.hash, userId: Number(row.user_id), name: row.name, ticker: row.ticker, createdAt: row.created_at.getTime() });

/** What BigPump records when the user creates a coin: a new creation transaction, its hash random as a real one is. */
export async function createCoin(q: Queryable, userId: number, name: string, ticker: string, now: number): Promise<BigpumpCoin> {
  const hash = randomBytes(32).toString('hex');
  await q.query(`insert into sandbox_bigpump_coins (hash, user_id, name, ticker, created_at) values ($1, $2, $3, $4, $5)`, [hash, userId, name, ticker.toUpperCase(), new Date(now).toISOString()]);
  return { hash, userId, name, ticker: ticker.toUpperCase(), createdAt: now };
}

export async function coinByHash(q: Queryable, hash: string): Promise<BigpumpCoin | null> {
  const result = await q.query<CoinRow>(`select hash, user_id, name, ticker, created_at from sandbox_bigpump_coins where hash = $1`, [hash]);
  const row = result.rows[0];
  return row ? coinOf(row) : null;
}

/** The user's coins, newest first. */
export async function coinsOf(q: Queryable, userId: number, limit = COINS_PER_USER_MAX): Promise<BigpumpCoin[]> {
  const result = await q.query<CoinRow>(`select hash, user_id, name, ticker, created_at from sandbox_bigpump_coins where user_id = $1 order by created_at desc, hash limit $2`, [userId, limit]);
  return result.rows.map(coinOf);
}

export async function coinCount(q: Queryable, userId: number): Promise<number> {
  const result = await q.query<{ n: string }>(`select count(*)::text as n from sandbox_bigpump_coins where user_id = $1`, [userId]);
  return Number(result.rows[0]?.n ?? 0);
}
