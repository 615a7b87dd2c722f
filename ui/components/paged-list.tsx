/**
 * The end of a paged list (seed 000 §2): a trigger that asks for the next page when 10 percent of it
 * is visible. Where IntersectionObserver is missing, or after a failed page (the trigger would fire
 * again at once and hammer the server), a button asks instead.
 */
import type { ReactNode } from 'react';
import { LinkButton } from './button';
import styles from './paged-list.module.css';
import { canObserve, useOnVisible } from './use-visible';

export interface PagedListEndProps {
  readonly canLoadMore: boolean;
  /** The last page failed: the user asks again with the button. */
  readonly failed?: boolean;
  readonly onLoadMore: () => void;
  /** The button's label ("Load more"). */
  readonly label: ReactNode;
  readonly testId?: string;
}

export function PagedListEnd({ canLoadMore, failed = false, onLoadMore, label, testId }: PagedListEndProps) {
  const automatic = canLoadMore && !failed && canObserve();
  const trigger = useOnVisible<HTMLDivElement>(onLoadMore, automatic);
  if (automatic) return <div ref={trigger} className={styles.trigger} aria-hidden="true" data-testid={testId} />;
  if (!canLoadMore) return null;
  return <LinkButton onClick={onLoadMore}>{label}</LinkButton>;
}
