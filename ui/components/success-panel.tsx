/**
 * The outcome of a flow that moved value (send, swap): a large check mark, what happened in a word,
 * the amount in large type, one line of detail, then the flow's actions. Announced as a status so
 * screen readers hear the outcome without moving focus.
 */
import type { ReactNode } from 'react';
import { SuccessIcon } from './icons';
import styles from './success-panel.module.css';

export interface SuccessPanelProps {
  readonly titleId: string;
  readonly title: ReactNode;
  /** The amount moved, as the user typed it (with its symbol). */
  readonly amount: ReactNode;
  readonly detail?: ReactNode;
  readonly testId?: string;
  readonly children?: ReactNode;
}

export function SuccessPanel({ titleId, title, amount, detail, testId, children }: SuccessPanelProps) {
  return (
    <section className={styles.success} aria-labelledby={titleId} data-testid={testId} data-haptic="success">
      <div className={styles.outcome} role="status">
        <span className={styles.mark}>
          <SuccessIcon size={56} />
        </span>
        <h2 id={titleId} className={`screen-title ${styles.title}`}>
          {title}
        </h2>
        <p className={styles.amount} data-testid={testId ? `${testId}-amount` : undefined}>
          {amount}
        </p>
        {detail ? <div className={styles.detail}>{detail}</div> : null}
      </div>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
