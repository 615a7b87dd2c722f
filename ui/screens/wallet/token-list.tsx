/**
 * The home token list (seed 000 §2): what selectHomeView gives, 3 rows until "more", placeholder
 * rows (TON, ETH, USDT on OP) when the account holds nothing. Amounts: tokens to 6 decimals, USD
 * to 2 (domain/money/format.ts). Symbols and names come from the server and are rendered as text.
 */
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { chainInfo } from '../../../domain/chains';
import { formatTokenAmount, formatUsd } from '../../../domain/money/format';
import type { HomeView } from '../../../domain/wallet/home-machine';
import type { BalanceEntry } from '../../../domain/tokens/types';
import { TokenLogo } from './token-logo';

function TokenRow({ entry }: { entry: BalanceEntry }) {
  const chain = chainInfo(entry.chainId).label;
  return (
    <li className="token-row" data-testid="token-row" data-symbol={entry.symbol} data-chain={String(entry.chainId)}>
      <TokenLogo uri={entry.logoURI} symbol={entry.symbol} />
      <span className="token-row__name">
        <span className="token-row__symbol">{entry.symbol}</span>
        <span className="token-row__chain">{chain}</span>
      </span>
      <span className="token-row__amounts">
        <span className="token-row__amount">{formatTokenAmount(entry.tokensAmount)}</span>
        <span className="token-row__usd">${formatUsd(entry.usdAmount)}</span>
      </span>
    </li>
  );
}

function TokenRows({ tokens, listId }: { tokens: HomeView['tokens']; listId: string }) {
  return (
    <>
      {tokens.placeholder ? (
        <p className="tokens__hint">
          <Trans>No tokens yet. Deposit to get started.</Trans>
        </p>
      ) : null}
      <ul id={listId} className="tokens__list" data-testid="token-list" data-placeholder={tokens.placeholder}>
        {tokens.items.map((entry) => (
          <TokenRow key={`${entry.address}|${String(entry.chainId)}`} entry={entry} />
        ))}
      </ul>
    </>
  );
}

export interface TokenListProps {
  readonly tokens: HomeView['tokens'];
  readonly onToggle: () => void;
}

export function TokenList({ tokens, onToggle }: TokenListProps) {
  const listId = useId();
  return (
    <section className="card tokens" aria-labelledby="tokens-title" aria-busy={tokens.loading}>
      <h2 id="tokens-title" className="card__title">
        <Trans>Tokens</Trans>
      </h2>
      {tokens.placeholder && tokens.loading ? (
        <ul className="tokens__list" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <li key={row} className="token-row token-row--skeleton">
              <span className="skeleton skeleton--circle" />
              <span className="skeleton skeleton--wide" />
            </li>
          ))}
        </ul>
      ) : (
        <TokenRows tokens={tokens} listId={listId} />
      )}
      {tokens.hasMore ? (
        <button type="button" className="link-button" aria-expanded={tokens.expanded} aria-controls={listId} onClick={onToggle}>
          {tokens.expanded ? <Trans>Show less</Trans> : <Trans>Show more</Trans>}
        </button>
      ) : null}
    </section>
  );
}
