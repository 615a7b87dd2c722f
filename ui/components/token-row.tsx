/**
 * A token in a list (home tokens, token pickers, the send token choice, refill tokens): the row's
 * look (`tokenRowClass`, for whatever element the row is: li, button, link) and its content.
 * Symbols and names come from the server and are rendered as text.
 */
import type { ReactNode } from 'react';
import { cx } from './class-names';
import { TokenLogo } from './token-logo';
import styles from './token-row.module.css';

export const tokenListClass: string = styles.list ?? '';

/** 'card' for a row that is a control on its own surface; 'plain' inside a card. */
export const tokenRowClass = (look: 'card' | 'plain'): string => cx(styles.row, look === 'card' && styles.card);

export interface TokenRowBodyProps {
  readonly logoURI: string;
  readonly symbol: string;
  /** Under the symbol: the chain, or the token's full name. */
  readonly detail: ReactNode;
  /** At the end: the amount, and under it its value in USD. */
  readonly amount?: ReactNode;
  readonly usd?: ReactNode;
}

export function TokenRowBody({ logoURI, symbol, detail, amount, usd }: TokenRowBodyProps) {
  return (
    <>
      <TokenLogo uri={logoURI} symbol={symbol} />
      <span className={styles.name}>
        <span className={styles.symbol}>{symbol}</span>
        <span className={styles.detail}>{detail}</span>
      </span>
      {amount !== undefined ? (
        <span className={styles.amounts}>
          <span>{amount}</span>
          {usd !== undefined ? <span className={styles.detail}>{usd}</span> : null}
        </span>
      ) : null}
    </>
  );
}
