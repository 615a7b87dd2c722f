/**
 * The transaction history (seed 000 §2, §4): rows from domain/wallet/history-view.ts (8 decimals,
 * DD/MM/YYYY with the real month), an empty message, and infinite scroll: a trigger at the end of
 * the list sends 'history.loadMore' when 10 percent of it is visible. Where IntersectionObserver is
 * missing, or after a failed page (only logged; the loaded rows stay), a button does the same.
 */
import { Trans } from '@lingui/react/macro';
import type { HomeView } from '../../../domain/wallet/home-machine';
import { historyRow, type HistoryRow } from '../../../domain/wallet/history-view';
import type { HistoryEntry } from '../../../domain/wallet/types';
import { canObserve, useOnVisible } from './use-visible';

/** Minutes east of UTC at the entry's own time, so a date across a DST change is still right. */
const localOffset = (entry: HistoryEntry): number => {
  const at = new Date(entry.createdAt);
  return Number.isNaN(at.getTime()) ? 0 : -at.getTimezoneOffset();
};

function RowText({ row }: { row: HistoryRow }) {
  switch (row.type) {
    case 'deposit': {
      const { amount, symbol } = row;
      return (
        <>
          <span className="history-row__type">
            <Trans>Deposit</Trans>
          </span>
          <span className="history-row__amount history-row__amount--in">
            +{amount} {symbol}
          </span>
        </>
      );
    }
    case 'withdrawal': {
      const { amount, symbol } = row;
      // An element, not a string: Lingui parses tags inside string values, and the address comes from the server.
      const to = <span>{row.to}</span>;
      return (
        <>
          <span className="history-row__type">
            <Trans>Withdrawal to {to}</Trans>
          </span>
          <span className="history-row__amount history-row__amount--out">
            −{amount} {symbol}
          </span>
        </>
      );
    }
    case 'swap': {
      const { fromAmount, fromSymbol, toAmount, toSymbol } = row;
      return (
        <>
          <span className="history-row__type">
            <Trans>Swap</Trans>
          </span>
          <span className="history-row__amount">
            {fromAmount} {fromSymbol} → {toAmount} {toSymbol}
          </span>
        </>
      );
    }
  }
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const row = historyRow(entry, localOffset(entry));
  return (
    <li className="history-row" data-testid="history-row" data-type={row.type}>
      <RowText row={row} />
      <time className="history-row__date" dateTime={entry.createdAt}>
        {row.date ?? '—'}
      </time>
    </li>
  );
}

export interface HistoryListProps {
  readonly history: HomeView['history'];
  readonly onLoadMore: () => void;
}

export function HistoryList({ history, onLoadMore }: HistoryListProps) {
  // After a failed page the trigger would fire again at once and hammer the server: the user
  // retries with the button instead.
  const automatic = history.canLoadMore && !history.failed && canObserve();
  const trigger = useOnVisible<HTMLDivElement>(onLoadMore, automatic);
  const empty = history.entries.length === 0;
  return (
    <section className="card history" aria-labelledby="history-title" aria-busy={history.loading}>
      <h2 id="history-title" className="card__title">
        <Trans>History</Trans>
      </h2>
      {empty && history.done ? (
        <p className="history__empty">
          <Trans>No transactions yet</Trans>
        </p>
      ) : (
        <ol className="history__list" data-testid="history-list">
          {history.entries.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {history.loading ? (
        <p className="history__loading" role="status">
          <Trans>Loading transactions…</Trans>
        </p>
      ) : null}
      {automatic ? <div ref={trigger} className="history__trigger" data-testid="history-trigger" aria-hidden="true" /> : null}
      {history.canLoadMore && !automatic ? (
        <button type="button" className="link-button" onClick={onLoadMore}>
          <Trans>Load more</Trans>
        </button>
      ) : null}
    </section>
  );
}
