/**
 * A token's (or a route tool's) logo. Logos come from the server, so only http(s) and same-origin
 * paths are loaded; anything else, or a logo that fails, shows the symbol's first letter instead
 * (or nothing, for a tool). Decorative: the name is always written next to it.
 */
import { useState } from 'react';
import { isSafeLogoUri, logoLetter } from '../../domain/tokens/logo';
import { cx } from './class-names';
import styles from './token-logo.module.css';

export interface TokenLogoProps {
  readonly uri: string;
  readonly symbol: string;
  /** 'small' (20 px, inline with text) shows nothing instead of a letter. */
  readonly size?: 'regular' | 'small';
}

export function TokenLogo({ uri, symbol, size = 'regular' }: TokenLogoProps) {
  const [failed, setFailed] = useState(false);
  const pixels = size === 'small' ? 20 : 36;
  if (failed || !isSafeLogoUri(uri)) {
    if (size === 'small') return null;
    return (
      <span className={cx(styles.logo, styles.letter)} aria-hidden="true">
        {logoLetter(symbol)}
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
