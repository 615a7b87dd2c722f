/**
 * Copy-trade positions (MINING.md "Copy trading"; docs/decisions/copy-trade.md "Copy trading (issue 24)").
 * A start debits the deposit from the wallet ledger into the position and a stop credits what the
 * position holds back, each in the caller's one transaction (the request's Idempotency-Key's), under
 * the account's or the position's row lock, with the time read under that lock. Between them the
 * position works through the leader's trades (trader.ts) up to the sandbox clock: each one mirrored
 * at ante x deposit or skipped with its reason, and recorded.
 */
import { randomUUID } from 'node:crypto';
import type { ChainId } from '../../../domain/chains';
import { InsufficientBalanceError, postMovementsIn, type Queryable } from '../../main/engine/ledger';
import { priceAt, usdValue } from '../../main/engine/prices';
import { findToken, nativeToken, PRICE_SCALE, requireToken, type CatalogueToken } from '../../main/engine/token-catalogue';
import type { SandboxClock } from '../../platform/clock';
import type { Db } from '../../platform/store/database';
import { SandboxError } from '../../platform/http/errors';
import { MAX_TRADES_PER_CATCH_UP, MIN_DEPOSIT_TOLERANCE_BPS, MIN_DEPOSIT_USD, MIN_LEADER_TRADE_USD, SLIPPAGE_LIMIT_BPS } from './config';
import { firstTradeAfter, leaderTrade, type LeaderTrade } from './trader';

export const COPY_TRADE_TOKENS = ['ETH', 'USDT', 'USDC', 'DAI'] as const;

export interface PositionRow {
  readonly id: string;
  readonly userId: number;
  readonly accountIndex: number;
  readonly chainId: ChainId;
  readonly followedAddress: string;
  readonly antePercent: number;
  readonly protocols: readonly string[];
  readonly depositUnits: bigint;
  readonly base: CatalogueToken;
  readonly counter: CatalogueToken;
  readonly baseUnits: bigint;
  readonly counterUnits: bigint;
  readonly perTradeUnits: bigint;
  readonly startUsd: bigint;
  readonly startEthUnits: bigint;
  readonly startedAt: number;
  readonly deactivatedAt: number | null;
  readonly finalUsd: bigint | null;
  readonly finalEthUnits: bigint | null;
  readonly nextSeq: number;
}

interface DbRow {
  id: string;
  user_id: string | number;
  account_index: number;
  chain_id: number;
  followed_address: string;
  ante_percent: number;
  protocols: string[];
  deposit_units: string;
  base_token: string;
  counter_token: string;
  base_units: string;
  counter_units: string;
  per_trade_units: string;
  start_usd: string;
  start_eth_units: string;
  started_at: Date | string;
  deactivated_at: Date | string | null;
  final_usd: string | null;
  final_eth_units: string | null;
  next_seq: string | number;
}

const COLUMNS = `id, user_id, account_index, chain_id, followed_address, ante_percent, protocols, deposit_units::text, base_token, counter_token,
  base_units::text, counter_units::text, per_trade_units::text, start_usd::text, start_eth_units::text, started_at, deactivated_at,
  final_usd::text, final_eth_units::text, next_seq`;

const ms = (value: Date | string): number => new Date(value).getTime();

function catalogue(chainId: ChainId, address: string): CatalogueToken {
  const token = findToken(chainId, address);
  if (!token) throw new Error(`copy trade holds ${address} on ${String(chainId)}, not in the catalogue`);
  return token;
}

function toRow(row: DbRow): PositionRow {
  const chainId = row.chain_id as ChainId;
  return {
    id: row.id,
    userId: Number(row.user_id),
    accountIndex: row.account_index,
    chainId,
    followedAddress: row.followed_address,
    antePercent: row.ante_percent,
    protocols: row.protocols,
    depositUnits: BigInt(row.deposit_units),
    base: catalogue(chainId, row.base_token),
    counter: catalogue(chainId, row.counter_token),
    baseUnits: BigInt(row.base_units),
    counterUnits: BigInt(row.counter_units),
    perTradeUnits: BigInt(row.per_trade_units),
    startUsd: BigInt(row.start_usd),
    startEthUnits: BigInt(row.start_eth_units),
    startedAt: ms(row.started_at),
    deactivatedAt: row.deactivated_at === null ? null : ms(row.deactivated_at),
    finalUsd: row.final_usd === null ? null : BigInt(row.final_usd),
    finalEthUnits: row.final_eth_units === null ? null : BigInt(row.final_eth_units),
    nextSeq: Number(row.next_seq),
  };
}

/** `units` of `from` in units of `to` at the prices of `at` (truncated). */
export function convertUnits(units: bigint, from: CatalogueToken, to: CatalogueToken, at: number): bigint {
  if (from === to) return units;
  return (units * priceAt(from, at) * 10n ** BigInt(to.decimals)) / (priceAt(to, at) * 10n ** BigInt(from.decimals));
}

/** USD (scaled by PRICE_SCALE) to wei of the chain's ETH at the prices of `at`. */
export function usdToEthUnits(usd: bigint, chainId: ChainId, at: number): bigint {
  const eth = nativeToken(chainId);
  return (usd * 10n ** BigInt(eth.decimals)) / priceAt(eth, at);
}

export function positionUsd(position: Pick<PositionRow, 'base' | 'counter' | 'baseUnits' | 'counterUnits'>, at: number): bigint {
  return usdValue(position.baseUnits, position.base.decimals, priceAt(position.base, at)) + usdValue(position.counterUnits, position.counter.decimals, priceAt(position.counter, at));
}

/** The fraction on the wire ("0.2") as whole percent (20); 0 is refused. */
export function antePercentOf(ante: string): number {
  const [whole = '0', fraction = ''] = ante.split('.');
  const percent = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (percent <= 0) throw new SandboxError(400, 'The ante must be above 0', 'zero-amount', ['ante']);
  return percent;
}

export interface StartInput {
  readonly userId: number;
  readonly accountIndex: number;
  readonly chainId: ChainId;
  readonly followedAddress: string;
  readonly ante: string;
  readonly protocols: readonly string[];
  readonly depositUnits: bigint;
  readonly fromToken: string;
}

export async function startPosition(tx: Queryable, clock: SandboxClock, input: StartInput): Promise<PositionRow> {
  const base = findToken(input.chainId, input.fromToken);
  if (!base || !(COPY_TRADE_TOKENS as readonly string[]).includes(base.symbol)) {
    throw new SandboxError(400, 'Only ETH, USDT, USDC and DAI fund a copy trade', 'unknown-token', ['fromToken']);
  }
  const antePercent = antePercentOf(input.ante);
  if (input.depositUnits <= 0n) throw new SandboxError(400, 'The deposit must be above 0', 'zero-amount', ['depositInNano']);
  // The account's lock first, then the time: two starts of one account run one after the other.
  const locked = await tx.query('select 1 from wallet_accounts where user_id = $1 and account_index = $2 for update', [input.userId, input.accountIndex]);
  if (locked.rows.length === 0) throw new SandboxError(404, 'Unknown account', 'unknown-account', ['accountIndex']);
  const now = await clock.read(tx);
  const startUsd = usdValue(input.depositUnits, base.decimals, priceAt(base, now));
  const minimum = MIN_DEPOSIT_USD * PRICE_SCALE;
  if (startUsd * (10_000n + MIN_DEPOSIT_TOLERANCE_BPS) < minimum * 10_000n) {
    throw new SandboxError(400, 'The minimum deposit is 100 USD', 'below-minimum', ['depositInNano']);
  }
  const counter = base.symbol === 'ETH' ? requireToken(input.chainId, 'USDT') : nativeToken(input.chainId);
  const id = `ct_${randomUUID()}`;
  let operationId: string;
  try {
    [operationId = ''] = await postMovementsIn(
      tx,
      [
        {
          userId: input.userId,
          accountIndex: input.accountIndex,
          operation: { kind: 'withdrawal', token: base, amountUnits: input.depositUnits, counterparty: input.followedAddress, comment: 'copy trade' },
          legs: [{ token: base, amountUnits: -input.depositUnits, kind: 'withdrawal' }],
        },
      ],
      new Date(now),
    );
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw new SandboxError(409, `Not enough ${base.symbol}`, 'insufficient-balance', ['depositInNano']);
    throw error;
  }
  const perTradeUnits = (input.depositUnits * BigInt(antePercent)) / 100n;
  await tx.query(
    `insert into copy_trades (id, user_id, account_index, chain_id, followed_address, ante_percent, protocols, deposit_units, base_token, counter_token,
       base_units, counter_units, per_trade_units, start_usd, start_eth_units, started_at, next_seq, start_operation_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9, $10, $8::numeric, 0, $11::numeric, $12::numeric, $13::numeric, $14, $15, $16)`,
    [
      id,
      input.userId,
      input.accountIndex,
      input.chainId,
      input.followedAddress,
      antePercent,
      [...input.protocols],
      input.depositUnits.toString(),
      base.address,
      counter.address,
      perTradeUnits.toString(),
      startUsd.toString(),
      usdToEthUnits(startUsd, input.chainId, now).toString(),
      new Date(now).toISOString(),
      firstTradeAfter(input.followedAddress, now),
      operationId,
    ],
  );
  return requirePosition(tx, input.userId, id, false);
}

async function findPosition(q: Queryable, userId: number, id: string, lock: boolean): Promise<PositionRow | null> {
  const result = await q.query<DbRow>(`select ${COLUMNS} from copy_trades where id = $1 and user_id = $2${lock ? ' for update' : ''}`, [id, userId]);
  const row = result.rows[0];
  return row ? toRow(row) : null;
}

/** The caller's position, or 404: another user's is never told apart from one that does not exist. */
export async function requirePosition(q: Queryable, userId: number, id: string, lock: boolean): Promise<PositionRow> {
  const position = await findPosition(q, userId, id, lock);
  if (!position) throw new SandboxError(404, 'No such copy trade', 'not-found', ['copyTradeId']);
  return position;
}

/** What the position does with one of the leader's trades, at that trade's prices. */
export function mirror(position: PositionRow, trade: LeaderTrade): { outcome: 'mirrored'; sold: CatalogueToken; soldUnits: bigint; got: CatalogueToken; gotUnits: bigint } | { outcome: 'skipped'; reason: 'too-small' | 'not-enough-left' | 'slippage' } {
  if (trade.slippageBps > SLIPPAGE_LIMIT_BPS) return { outcome: 'skipped', reason: 'slippage' };
  if (trade.usd < MIN_LEADER_TRADE_USD) return { outcome: 'skipped', reason: 'too-small' };
  const eth = position.base.symbol === 'ETH' ? position.base : position.counter;
  const stable = position.base.symbol === 'ETH' ? position.counter : position.base;
  const [sold, got] = trade.side === 'buy-eth' ? [stable, eth] : [eth, stable];
  const held = sold === position.base ? position.baseUnits : position.counterUnits;
  // ante x deposit, in the sold token at the trade's prices.
  const soldUnits = convertUnits(position.perTradeUnits, position.base, sold, trade.at);
  if (soldUnits === 0n) return { outcome: 'skipped', reason: 'too-small' };
  if (held < soldUnits) return { outcome: 'skipped', reason: 'not-enough-left' };
  const gotUnits = (convertUnits(soldUnits, sold, got, trade.at) * BigInt(10_000 - trade.slippageBps)) / 10_000n;
  if (gotUnits === 0n) return { outcome: 'skipped', reason: 'too-small' };
  return { outcome: 'mirrored', sold, soldUnits, got, gotUnits };
}

/**
 * Works a locked position through the leader's trades up to `until` (the clock, or the stop), at
 * most MAX_TRADES_PER_CATCH_UP of them unless `all`. Returns the position as it then stands.
 */
export async function catchUp(tx: Queryable, position: PositionRow, until: number, all = false): Promise<PositionRow> {
  let current = position;
  for (let done = 0; all || done < MAX_TRADES_PER_CATCH_UP; done++) {
    const trade = leaderTrade(current.followedAddress, current.nextSeq);
    if (trade.at > until) break;
    const outcome = mirror(current, trade);
    let baseUnits = current.baseUnits;
    let counterUnits = current.counterUnits;
    if (outcome.outcome === 'mirrored') {
      const delta = (token: CatalogueToken): bigint => (token === outcome.got ? outcome.gotUnits : 0n) - (token === outcome.sold ? outcome.soldUnits : 0n);
      baseUnits += delta(current.base);
      counterUnits += delta(current.counter);
    }
    await tx.query(
      `insert into copy_trade_events (trade_id, seq, at, leader_side, leader_usd, slippage_bps, outcome, reason, sold_token, sold_units, got_token, got_units)
       values ($1, $2, $3, $4, $5::numeric, $6, $7, $8, $9, $10::numeric, $11, $12::numeric)`,
      [
        current.id,
        trade.seq,
        new Date(trade.at).toISOString(),
        trade.side,
        trade.usd.toString(),
        trade.slippageBps,
        outcome.outcome,
        outcome.outcome === 'skipped' ? outcome.reason : null,
        outcome.outcome === 'mirrored' ? outcome.sold.address : null,
        outcome.outcome === 'mirrored' ? outcome.soldUnits.toString() : null,
        outcome.outcome === 'mirrored' ? outcome.got.address : null,
        outcome.outcome === 'mirrored' ? outcome.gotUnits.toString() : null,
      ],
    );
    current = { ...current, baseUnits, counterUnits, nextSeq: current.nextSeq + 1 };
  }
  if (current !== position) {
    await tx.query('update copy_trades set base_units = $2::numeric, counter_units = $3::numeric, next_seq = $4 where id = $1', [
      current.id,
      current.baseUnits.toString(),
      current.counterUnits.toString(),
      current.nextSeq,
    ]);
  }
  return current;
}

/** The ids of the account's running positions (no lock: each batch below locks its own). */
export async function runningPositionIds(q: Queryable, userId: number, accountIndex: number): Promise<string[]> {
  const result = await q.query<{ id: string }>('select id from copy_trades where user_id = $1 and account_index = $2 and deactivated_at is null order by id', [userId, accountIndex]);
  return result.rows.map((row) => row.id);
}

/**
 * Works running positions through every leader trade up to the clock, MAX_TRADES_PER_CATCH_UP per
 * transaction, before the read or stop that asked for it. A far jump of the sandbox clock (a year
 * is 9,000 to 26,000 trades of one leader) then never holds one position's lock, or one
 * transaction, for more than one batch, and still converges within the one request. Each batch
 * locks its position and reads the clock under the lock, as every other catch-up does, so a read
 * or stop racing it waits for the batch and goes on from the position's `next_seq`: a trade is
 * worked once (the (position, seq) key would refuse a second). A missing, foreign or stopped
 * position is left alone; the request itself answers for it.
 */
export async function catchUpInBatches(db: Db, clock: SandboxClock, userId: number, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    let behind = true;
    while (behind) {
      behind = await db.transaction(async (tx) => {
        const position = await findPosition(tx, userId, id, true);
        if (!position || position.deactivatedAt !== null) return false;
        const now = await clock.read(tx);
        const after = await catchUp(tx, position, now);
        return leaderTrade(after.followedAddress, after.nextSeq).at <= now;
      });
    }
  }
}

/** The account's positions, the running ones worked up to the clock (read under their locks). */
export async function accountPositions(tx: Queryable, clock: SandboxClock, userId: number, accountIndex: number): Promise<{ positions: PositionRow[]; now: number }> {
  const result = await tx.query<DbRow>(`select ${COLUMNS} from copy_trades where user_id = $1 and account_index = $2 order by started_at desc, id`, [userId, accountIndex]);
  // Lock the running ones in id order (a fixed order: two reads never deadlock), then read the time.
  const running = result.rows.filter((row) => row.deactivated_at === null).map((row) => row.id).sort();
  if (running.length > 0) await tx.query('select 1 from copy_trades where id = any($1::text[]) order by id for update', [running]);
  const now = await clock.read(tx);
  const positions: PositionRow[] = [];
  for (const row of result.rows) {
    const locked = row.deactivated_at === null ? await requirePosition(tx, userId, row.id, false) : toRow(row);
    positions.push(locked.deactivatedAt === null ? await catchUp(tx, locked, now) : locked);
  }
  return { positions, now };
}

/** One position, worked up to the clock when it runs. */
export async function onePosition(tx: Queryable, clock: SandboxClock, userId: number, id: string): Promise<{ position: PositionRow; now: number }> {
  const position = await requirePosition(tx, userId, id, true);
  const now = await clock.read(tx);
  return { position: position.deactivatedAt === null ? await catchUp(tx, position, now) : position, now };
}

/**
 * Stops a position once: every leader trade up to now is worked through, then what it holds goes
 * back to the wallet. A stop of a stopped position changes nothing and answers it as it is.
 */
export async function stopPosition(tx: Queryable, clock: SandboxClock, userId: number, id: string): Promise<PositionRow> {
  const locked = await requirePosition(tx, userId, id, true);
  if (locked.deactivatedAt !== null) return locked;
  const now = await clock.read(tx);
  const position = await catchUp(tx, locked, now, true);
  const legs = [
    { token: position.base, amountUnits: position.baseUnits },
    { token: position.counter, amountUnits: position.counterUnits },
  ].filter((leg) => leg.amountUnits > 0n);
  let operationId: string | null = null;
  const [first] = legs;
  if (first) {
    [operationId = null] = await postMovementsIn(
      tx,
      [
        {
          userId,
          accountIndex: position.accountIndex,
          operation: { kind: 'deposit', token: first.token, amountUnits: first.amountUnits, counterparty: position.followedAddress, comment: 'copy trade stopped' },
          legs: legs.map((leg) => ({ ...leg, kind: 'deposit' as const })),
        },
      ],
      new Date(now),
    );
  }
  const finalUsd = positionUsd(position, now);
  await tx.query(
    `update copy_trades set deactivated_at = $2, final_usd = $3::numeric, final_eth_units = $4::numeric, stop_operation_id = $5, base_units = 0, counter_units = 0 where id = $1`,
    [id, new Date(now).toISOString(), finalUsd.toString(), usdToEthUnits(finalUsd, position.chainId, now).toString(), operationId],
  );
  return requirePosition(tx, userId, id, false);
}

export interface EventRow {
  readonly seq: number;
  readonly at: number;
  readonly side: 'buy-eth' | 'sell-eth';
  readonly leaderUsd: bigint;
  readonly slippageBps: number;
  readonly outcome: 'mirrored' | 'skipped';
  readonly reason: 'too-small' | 'not-enough-left' | 'slippage' | null;
  readonly sold: { token: CatalogueToken; units: bigint } | null;
  readonly got: { token: CatalogueToken; units: bigint } | null;
}

/**
 * The page token of a position's trades: base64url of 't' and the seq of the last trade shown (the
 * next page is the older ones). Opaque to the client; one that is not ours is refused (400).
 */
export const eventsPageTokenOf = (lastSeq: number): string => Buffer.from(`t${String(lastSeq)}`).toString('base64url');

export function beforeSeqOf(token: string | undefined): number | null {
  if (token === undefined) return null;
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const seq = /^t\d{1,15}$/.test(text) ? Number(text.slice(1)) : Number.NaN;
  if (!Number.isSafeInteger(seq) || eventsPageTokenOf(seq) !== token) {
    throw new SandboxError(400, 'transactionsPageToken: not a page of this trade', 'invalid-query', ['transactionsPageToken']);
  }
  return seq;
}

/** A page of a position's worked-through trades, newest first, older than `beforeSeq` when given; the token of the next page or null. */
export async function positionEvents(q: Queryable, position: PositionRow, limit: number, beforeSeq: number | null = null): Promise<{ events: EventRow[]; nextToken: string | null }> {
  const result = await q.query<{
    seq: string | number;
    at: Date | string;
    leader_side: 'buy-eth' | 'sell-eth';
    leader_usd: string;
    slippage_bps: number;
    outcome: 'mirrored' | 'skipped';
    reason: EventRow['reason'];
    sold_token: string | null;
    sold_units: string | null;
    got_token: string | null;
    got_units: string | null;
  }>(
    `select seq, at, leader_side, leader_usd::text, slippage_bps, outcome, reason, sold_token, sold_units::text, got_token, got_units::text
     from copy_trade_events where trade_id = $1 and ($3::bigint is null or seq < $3::bigint) order by seq desc limit $2`,
    [position.id, limit + 1, beforeSeq],
  );
  const rows = result.rows.slice(0, limit);
  const last = rows.at(-1);
  const nextToken = result.rows.length > limit && last ? eventsPageTokenOf(Number(last.seq)) : null;
  const events = rows.map((row) => ({
    seq: Number(row.seq),
    at: ms(row.at),
    side: row.leader_side,
    leaderUsd: BigInt(row.leader_usd),
    slippageBps: row.slippage_bps,
    outcome: row.outcome,
    reason: row.reason,
    sold: row.sold_token && row.sold_units ? { token: catalogue(position.chainId, row.sold_token), units: BigInt(row.sold_units) } : null,
    got: row.got_token && row.got_units ? { token: catalogue(position.chainId, row.got_token), units: BigInt(row.got_units) } : null,
  }));
  return { events, nextToken };
}
