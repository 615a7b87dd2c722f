/**
 * A network filter: a group of toggle chips, the selected one pressed. Which networks are offered,
 * and whether 'all' is one of them, is the caller's business.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './chain-filter.module.css';

export interface ChainFilterOption {
  /** Written to data-chain (a chain id, or 'all'). */
  readonly key: string;
  readonly label: ReactNode;
  readonly selected: boolean;
  /** The network's full name, when the label is an abbreviation. */
  readonly title?: string;
  readonly onSelect: () => void;
}

export function ChainFilter({ options, testId }: { options: readonly ChainFilterOption[]; testId?: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.filter} role="group" aria-label={t`Network`} data-testid={testId}>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          className={styles.chip}
          aria-pressed={option.selected}
          title={option.title}
          data-chain={option.key}
          onClick={option.onSelect}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
