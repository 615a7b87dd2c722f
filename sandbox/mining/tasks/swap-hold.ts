/**
 * The swap-and-hold task `swapHoldPunk` (type swapHold; docs/decisions/tasks.md "Tasks (issue 20)",
 * "Swap and hold"): a TON swap into PUNK worth more than $10 (what the user gave, at its own
 * instant's price), made since the mining record, whose PUNK the user then held for
 * `SWAP_HOLD_HOURS`: the PUNK balance of the account that swapped never fell below the PUNK the swap
 * bought, from the swap to the end of the hold, by the ledger's entries and the database's clock.
 * Done once the hold has run out; nothing is granted before.
 */
import { chainIdFromText, type Queryable } from '../../main/engine/ledger';
import { priceAt, usdValue } from '../../main/engine/prices';
import { findToken } from '../../main/engine/token-catalogue';
import { dollars } from './activity';
import { TASK_RULES } from './config';

/** How long the PUNK a swap bought must stay held (the seed gives no value: decided here). */
export const SWAP_HOLD_HOURS = 24;
const HOLD_MS = SWAP_HOLD_HOURS * 3_600_000;

interface SwapRow {
  id: string;
  account_index: number;
  chain_id: string;
  token_address: string;
  decimals: number;
  amount_units: string;
  to_token_address: string;
  to_amount_units: string;
  created_at: Date;
}

interface Entry {
  amount_units: string;
  ref: string;
  created_at: Date;
}

/** The lowest balance from the swap's own entry to the end of its hold, the entries in ledger order. */
export function lowestDuringHold(entries: readonly { units: bigint; ref: string; at: number }[], swapId: string, holdEnds: number): bigint | null {
  let balance = 0n;
  let lowest: bigint | null = null;
  for (const entry of entries) {
    balance += entry.units;
    if (lowest === null && entry.ref === swapId && entry.units > 0n) lowest = balance;
    else if (lowest !== null && entry.at <= holdEnds && balance < lowest) lowest = balance;
  }
  return lowest;
}

/** How many swaps into PUNK above $10 since `since` were held for the whole hold, by `now`. */
export async function heldPunkSwaps(q: Queryable, userId: number, since: number, now: number): Promise<number> {
  const swaps = await q.query<SwapRow>(
    `select id, account_index, chain_id, token_address, decimals, amount_units::text as amount_units, to_token_address, to_amount_units::text as to_amount_units, created_at
     from wallet_operations where user_id = $1 and kind = 'swap' and chain_id = 'TON' and to_symbol = 'PUNK' and created_at >= $2 and created_at <= $3 order by created_at, seq`,
    [userId, new Date(since).toISOString(), new Date(now - HOLD_MS).toISOString()],
  );
  let held = 0;
  for (const swap of swaps.rows) {
    const given = findToken(chainIdFromText(swap.chain_id), swap.token_address);
    const at = swap.created_at.getTime();
    const usd = given ? usdValue(BigInt(swap.amount_units), swap.decimals, priceAt(given, at)) : 0n;
    if (usd <= dollars(TASK_RULES.swapMinUsd)) continue;
    const entries = await q.query<Entry>(
      `select amount_units::text as amount_units, ref, created_at from ledger_entries where user_id = $1 and account_index = $2 and chain_id = 'TON' and token_address = $3 order by id`,
      [userId, swap.account_index, swap.to_token_address],
    );
    const lowest = lowestDuringHold(
      entries.rows.map((row) => ({ units: BigInt(row.amount_units), ref: row.ref, at: row.created_at.getTime() })),
      swap.id,
      at + HOLD_MS,
    );
    if (lowest !== null && lowest >= BigInt(swap.to_amount_units)) held += 1;
  }
  return held;
}
