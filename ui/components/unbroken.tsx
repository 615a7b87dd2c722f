/**
 * An amount and its unit kept on one line ("+0.3 SWITCH/h", "1 000 USDT"): a line may break before
 * or after it, never between the figure and its unit (issue 41; the layout audit's amount-split
 * finding, tests/e2e/support/layout-audit.ts). Wrap the whole "figure unit" text in it, or, inside a
 * translated sentence, that part of the message (`<Trans>You burned <Unbroken>{n} PUNK</Unbroken>.</Trans>`),
 * so each language keeps its own unit together. The figure's own groups are already joined by the
 * number formatter's narrow no-break spaces (domain/money/format.ts).
 */
import type { ReactNode } from 'react';
import styles from './unbroken.module.css';

export function Unbroken({ children }: { children: ReactNode }) {
  return <span className={styles.unbroken}>{children}</span>;
}
