/** Loading placeholders: one bar, and rows shaped like a token row (logo, name, amount). */
import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './skeleton.module.css';

export function Skeleton({ shape = 'bar' }: { shape?: 'bar' | 'wide' | 'circle' }) {
  return <span className={cx(styles.skeleton, shape === 'wide' && styles.wide, shape === 'circle' && styles.circle)} aria-hidden="true" />;
}

export interface SkeletonRowsProps {
  readonly count: number;
  readonly testId?: string;
}

/**
 * A list that is loading: rows shaped like the rows to come, and the label for screen readers (the
 * rows themselves are hidden from them). In place of a 'Loading…' line, so the screen keeps its shape.
 */
export function LoadingList({ label, count, testId }: SkeletonRowsProps & { readonly label: ReactNode }) {
  return (
    <div role="status" className={styles.list}>
      <span className="visually-hidden">{label}</span>
      <ul className={styles.rows}>
        <SkeletonRows count={count} testId={testId} />
      </ul>
    </div>
  );
}

/** List items (put them inside a <ul>), hidden from assistive technology: announce loading separately. */
export function SkeletonRows({ count, testId }: SkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.row} aria-hidden="true" data-testid={testId}>
          <Skeleton shape="circle" />
          <span className={styles.grow}>
            <Skeleton />
          </span>
          <Skeleton shape="wide" />
        </li>
      ))}
    </>
  );
}
