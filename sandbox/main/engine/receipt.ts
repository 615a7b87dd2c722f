/**
 * A transaction's receipt (issue 38, GET /transaction): one of the caller's operations by id, its
 * amounts valued at the operation's own instant by the price process every quote uses, the fee
 * its ledger entries charged, and a swap's route steps. Only the caller's own operations are
 * found: another user's id answers as an unknown one (404), so ids reveal nothing.
 */
import type { z } from 'zod';
import type { receiptSchema } from '../../../adapters/http/contract/receipt';
import { chainIdFromText, type Queryable } from './ledger';
import { formatUsd, priceAt, usdValue } from './prices';
import { executedSteps } from './swap/route-store';
import { findToken, type CatalogueToken } from './token-catalogue';
import { formatUnits } from './units';

type WireReceipt = z.input<typeof receiptSchema>;

interface ReceiptRow {
  id: string;
  account_index: number;
  kind: 'deposit' | 'withdrawal' | 'swap';
  chain_id: string;
  token_address: string;
  amount_units: string;
  to_chain_id: string | null;
  to_token_address: string | null;
  to_amount_units: string | null;
  counterparty: string | null;
  comment: string | null;
  created_at: Date | string;
}

const usdAt = (token: CatalogueToken, units: bigint, at: number): string => formatUsd(usdValue(units, token.decimals, priceAt(token, at)));

export async function receiptOf(q: Queryable, userId: number, id: string, origin: string): Promise<WireReceipt | null> {
  const result = await q.query<ReceiptRow>(
    `select id, account_index, kind, chain_id, token_address, amount_units::text as amount_units, to_chain_id, to_token_address,
       to_amount_units::text as to_amount_units, counterparty, comment, created_at
     from wallet_operations where id = $1 and user_id = $2`,
    [id, userId],
  );
  const row = result.rows[0];
  if (!row) return null;
  const at = new Date(row.created_at).getTime();
  const token = findToken(chainIdFromText(row.chain_id), row.token_address);
  if (!token) return null;
  const units = BigInt(row.amount_units);
  const amounts: WireReceipt['amounts'] = [
    { direction: row.kind === 'deposit' ? 'in' : 'out', symbol: token.symbol, chainId: token.chainId, amount: formatUnits(units, token.decimals), usdAtTime: usdAt(token, units, at) },
  ];
  const toToken = row.to_chain_id && row.to_token_address ? findToken(chainIdFromText(row.to_chain_id), row.to_token_address) : undefined;
  if (row.kind === 'swap' && toToken && row.to_amount_units) {
    const toUnits = BigInt(row.to_amount_units);
    amounts.push({ direction: 'in', symbol: toToken.symbol, chainId: toToken.chainId, amount: formatUnits(toUnits, toToken.decimals), usdAtTime: usdAt(toToken, toUnits, at) });
  }
  // The fee: what the operation's fee entries took (one coin per operation in the sandbox).
  const fees = await q.query<{ chain_id: string; token_address: string; units: string }>(
    `select chain_id, token_address, (-sum(amount_units))::text as units from ledger_entries
     where ref = $1 and user_id = $2 and kind = 'fee' group by chain_id, token_address`,
    [id, userId],
  );
  const feeRow = fees.rows[0];
  const feeToken = feeRow ? findToken(chainIdFromText(feeRow.chain_id), feeRow.token_address) : undefined;
  const fee =
    feeRow && feeToken
      ? { amount: formatUnits(BigInt(feeRow.units), feeToken.decimals), symbol: feeToken.symbol, usdAtTime: usdAt(feeToken, BigInt(feeRow.units), at) }
      : null;
  return {
    id: row.id,
    type: row.kind,
    status: 'completed',
    createdAt: new Date(at).toISOString(),
    accountIndex: row.account_index,
    chainId: token.chainId,
    amounts,
    counterparty: row.counterparty,
    comment: row.comment,
    fee,
    steps: row.kind === 'swap' ? await executedSteps(q, row.id, origin) : [],
  };
}
