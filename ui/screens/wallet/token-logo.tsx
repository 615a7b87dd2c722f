import { useState } from 'react';
import { isSafeLogoUri, logoLetter } from '../../../domain/tokens/logo';

/**
 * A token's logo, or the symbol's first letter when the logo is not safe to load (domain/tokens/logo)
 * or fails. Decorative: the symbol is always written next to it.
 */
export function TokenLogo({ uri, symbol }: { uri: string; symbol: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !isSafeLogoUri(uri)) {
    return (
      <span className="token-logo token-logo--letter" aria-hidden="true">
        {logoLetter(symbol)}
      </span>
    );
  }
  return <img className="token-logo" src={uri} alt="" width={36} height={36} loading="lazy" onError={() => setFailed(true)} />;
}
