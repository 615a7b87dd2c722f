/** A summary of label/value rows (send and swap confirmations, later staking and copy trade). */
import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './summary-list.module.css';

export interface SummaryListProps {
  readonly children: ReactNode;
  readonly testId?: string;
  /** 'card' on its own surface; 'plain' inside a panel that already has one. */
  readonly look?: 'card' | 'plain';
}

export function SummaryList({ children, testId, look = 'card' }: SummaryListProps) {
  return (
    <dl className={cx(styles.list, look === 'card' && styles.card)} data-testid={testId}>
      {children}
    </dl>
  );
}

export interface SummaryRowProps {
  readonly label: ReactNode;
  readonly children: ReactNode;
  readonly testId?: string;
  /** A value that is one long word (an address) and may break anywhere. */
  readonly kind?: 'text' | 'address';
}

export function SummaryRow({ label, children, testId, kind = 'text' }: SummaryRowProps) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={cx(styles.value, kind === 'address' && styles.address)} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
