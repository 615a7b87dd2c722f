/**
 * A token's (or a route tool's) logo. Logos come from the server, so only http(s) and same-origin
 * paths are loaded; anything else, or a logo that fails, shows the symbol's first letter instead
 * (or nothing, for a tool). Decorative: the name is always written next to it.
 */
import { useState } from 'react';
import { cx } from './class-names';
import styles from './token-logo.module.css';

/** The safe-logo rule: absolute http(s) URLs or same-origin paths (not protocol-relative ones). */
export const isLoadableLogo = (uri: string): boolean => /^https?:\/\//i.test(uri) || /^\/(?!\/)/.test(uri);

export interface TokenLogoProps {
  readonly uri: string;
  readonly symbol: string;
  /** 'small' (20 px, inline with text) shows nothing instead of a letter. */
  readonly size?: 'regular' | 'small';
}

export function TokenLogo({ uri, symbol, size = 'regular' }: TokenLogoProps) {
  const [failed, setFailed] = useState(false);
  const pixels = size === 'small' ? 20 : 36;
  if (failed || !isLoadableLogo(uri)) {
    if (size === 'small') return null;
    return (
      <span className={cx(styles.logo, styles.letter)} aria-hidden="true">
        {Array.from(symbol)[0] ?? '?'}
      </span>
    );
  }
  return (
    <img
      className={cx(styles.logo, size === 'small' && styles.small)}
      src={uri}
      alt=""
      width={pixels}
      height={pixels}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
