import { useState } from 'react';

/**
 * A token's logo. Logos come from the server, so only http(s) and same-origin paths are loaded;
 * anything else, or a logo that fails, shows the symbol's first letter instead. Decorative: the
 * symbol is always written next to it.
 */
const isLoadable = (uri: string): boolean => /^https?:\/\//i.test(uri) || /^\/(?!\/)/.test(uri);

export function TokenLogo({ uri, symbol }: { uri: string; symbol: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !isLoadable(uri)) {
    return (
      <span className="token-logo token-logo--letter" aria-hidden="true">
        {Array.from(symbol)[0] ?? '?'}
      </span>
    );
  }
  return <img className="token-logo" src={uri} alt="" width={36} height={36} loading="lazy" onError={() => setFailed(true)} />;
}
