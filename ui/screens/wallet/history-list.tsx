/**
 * The transaction history (seed 000 §2, §4): rows from domain/wallet/history-view.ts (8 decimals,
 * DD/MM/YYYY with the real month), an empty message, and infinite scroll: a trigger at the end of
 * the list sends 'history.loadMore' when 10 percent of it is visible. Where IntersectionObserver is
 * missing, or after a failed page (only logged; the loaded rows stay), a button does the same.
 */
import { Plural, Trans } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useRef } from 'react';
import { PATHS } from '../../routes/paths';
import type { HomeView } from '../../../domain/wallet/home-machine';
import { historyRow, type HistoryRow } from '../../../domain/wallet/history-view';
import type { HistoryEntry } from '../../../domain/wallet/types';
import { PagedListEnd } from '../../components/paged-list';
import { cx } from '../../components/class-names';
import liveStyles from './live-home.module.css';
import styles from './wallet.module.css';
import { LoadingList } from '../../components/skeleton';
import { DepositIcon, SendIcon, SwapIcon } from '../../components/icons';

/** The kind of a row at a glance, as wallets show it: in, out, or a swap. */
const ROW_ICONS = { deposit: DepositIcon, withdrawal: SendIcon, swap: SwapIcon } as const;

/** Minutes east of UTC at the entry's own time, so a date across a DST change is still right. */
const localOffset = (entry: HistoryEntry): number => {
  const at = new Date(entry.createdAt);
  return Number.isNaN(at.getTime()) ? 0 : -at.getTimezoneOffset();
};

/**
 * An amount and its symbol never part across lines (docs/decisions/money-and-formatting.md "An amount
 * keeps its unit (issue 41)"): a no-break space here, not ui/components/unbroken.tsx, which the
 * home's first load cannot afford.
 */
const NBSP = '\u00a0';

function RowText({ row }: { row: HistoryRow }) {
  switch (row.type) {
    case 'deposit': {
      const { amount, symbol } = row;
      return (
        <>
          <span>
            <Trans>Deposit</Trans>
          </span>
          <span className={cx(styles.historyRowAmount, styles.historyRowAmountIn)}>
            +{amount}{NBSP}{symbol}
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
          <span>
            <Trans>Withdrawal to {to}</Trans>
          </span>
          <span className={styles.historyRowAmount}>
            −{amount}{NBSP}{symbol}
          </span>
        </>
      );
    }
    case 'swap': {
      const { fromAmount, fromSymbol, toAmount, toSymbol } = row;
      return (
        <>
          <span>
            <Trans>Swap</Trans>
          </span>
          <span className={styles.historyRowAmount}>
            {fromAmount}{NBSP}{fromSymbol} → {toAmount}{NBSP}{toSymbol}
          </span>
        </>
      );
    }
  }
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const row = historyRow(entry, localOffset(entry));
  const Icon = ROW_ICONS[row.type];
  return (
    <li data-testid="history-row" data-type={row.type}>
      {/* A row opens its receipt (issue 38); the root keeps selectedWalletIndex. */}
      <Link to={PATHS.receipt as string as LinkProps['to']} params={{ id: entry.id } as never} className={cx(styles.historyRow, styles.historyLink)}>
      <span className={cx(styles.historyRowIcon, row.type === 'deposit' && styles.historyRowIconIn)}>
        <Icon size={20} />
      </span>
      <RowText row={row} />
      <time className={styles.historyRowDate} dateTime={entry.createdAt}>
        {row.date ?? '—'}
      </time>
      {row.type === 'deposit' && row.comment ? (
        <span className={styles.historyRowComment} data-testid="history-comment">
          {row.comment}
        </span>
      ) : null}
      </Link>
    </li>
  );
}

/** New entries came while the user was scrolled down; they go on top only when asked (nothing moves under the finger). */
function NewEntriesPill({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <button type="button" className={liveStyles.newPill} onClick={onShow} data-testid="history-new">
      <Plural value={count} one="# new transaction" other="# new transactions" />
    </button>
  );
}

export interface HistoryListProps {
  readonly history: HomeView['history'];
  readonly onLoadMore: () => void;
  /** Puts the entries waiting behind the 'new transactions' pill on top. */
  readonly onShowNew?: () => void;
}

export function HistoryList({ history, onLoadMore, onShowNew }: HistoryListProps) {
  const empty = history.entries.length === 0;
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <section className={styles.card} aria-labelledby="history-title" aria-busy={history.loading}>
      <h2 id="history-title" className={styles.cardTitle} ref={title} tabIndex={-1}>
        <Trans>History</Trans>
      </h2>
      {history.newCount > 0 && onShowNew ? (
        <NewEntriesPill
          count={history.newCount}
          onShow={() => {
            onShowNew();
            // To the new entries; focus follows for keyboard and screen-reader users.
            title.current?.scrollIntoView({ block: 'start' });
            title.current?.focus({ preventScroll: true });
          }}
        />
      ) : null}
      {empty && history.done ? (
        <p className={styles.historyEmpty}>
          <Trans>No transactions yet</Trans>
        </p>
      ) : (
        <ol className={styles.historyList} data-testid="history-list">
          {history.entries.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {history.loading ? (
        <LoadingList label={<Trans>Loading transactions…</Trans>} count={3} testId="history-skeleton" />
      ) : null}
      <PagedListEnd
        canLoadMore={history.canLoadMore}
        failed={history.failed}
        onLoadMore={onLoadMore}
        label={<Trans>Load more</Trans>}
        testId="history-trigger"
      />
    </section>
  );
}
