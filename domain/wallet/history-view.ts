/** History entries as plain rows for the screen: dates and amounts formatted, addresses shortened. */
import { formatTransactionAmount } from '../money/format';
import { shortenAddress } from './address';
import { formatDate } from './dates';
import type { HistoryEntry } from './types';

interface RowBase {
  readonly id: string;
  /** DD/MM/YYYY in the caller's time zone; null when the server sent an unreadable date. */
  readonly date: string | null;
}
export type HistoryRow =
  | (RowBase & { readonly type: 'swap'; readonly fromAmount: string; readonly fromSymbol: string; readonly toAmount: string; readonly toSymbol: string })
  | (RowBase & { readonly type: 'deposit'; readonly amount: string; readonly symbol: string; readonly comment: string | null })
  | (RowBase & { readonly type: 'withdrawal'; readonly amount: string; readonly symbol: string; readonly to: string });

/** `offsetMinutes` is minutes east of UTC, as in formatDate. */
export function historyRow(entry: HistoryEntry, offsetMinutes: number): HistoryRow {
  const base = { id: entry.id, date: formatDate(entry.createdAt, offsetMinutes) };
  switch (entry.type) {
    case 'swap':
      return {
        ...base,
        type: 'swap',
        fromAmount: formatTransactionAmount(entry.fromAmount, entry.fromToken.decimals),
        fromSymbol: entry.fromToken.symbol,
        toAmount: formatTransactionAmount(entry.toAmount, entry.toToken.decimals),
        toSymbol: entry.toToken.symbol,
      };
    case 'deposit':
      return { ...base, type: 'deposit', amount: formatTransactionAmount(entry.amount, entry.decimals), symbol: entry.asset, comment: entry.comment ?? null };
    case 'withdrawal':
      return {
        ...base,
        type: 'withdrawal',
        amount: formatTransactionAmount(entry.amount, entry.decimals),
        symbol: entry.symbol,
        to: shortenAddress(entry.to),
      };
  }
}
