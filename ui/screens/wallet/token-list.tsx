/**
 * The home token list (seed 000 §2): what selectHomeView gives, 3 rows until "more", placeholder
 * rows (TON, ETH, USDT on OP) when the account holds nothing. Amounts: tokens to 6 decimals, USD
 * to 2 (domain/money/format.ts). Symbols and names come from the server and are rendered as text.
 */
import { Trans } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';
import { useId } from 'react';
import { chainInfo } from '../../../domain/chains';
import { formatTokenAmount, formatUsd } from '../../../domain/money/format';
import type { HomeView } from '../../../domain/wallet/home-machine';
import type { BalanceEntry } from '../../../domain/tokens/types';
import { Skeleton } from '../../components/skeleton';
import { buttonClass } from '../../components/button';
import styles from './wallet.module.css';
import { TokenRowBody, tokenRowClass } from '../../components/token-row';

function TokenRow({ entry }: { entry: BalanceEntry }) {
  const chain = chainInfo(entry.chainId).label;
  // A row opens the token's own page (issue 38); the root keeps selectedWalletIndex.
  return (
    <li data-testid="token-row" data-symbol={entry.symbol} data-chain={String(entry.chainId)}>
      <Link to={PATHS.token as string as LinkProps['to']} params={{ chainId: String(entry.chainId), address: entry.address } as never} className={tokenRowClass('plain')}>
        <TokenRowBody logoURI={entry.logoURI} symbol={entry.symbol} detail={chain} amount={formatTokenAmount(entry.tokensAmount)} usd={`$${formatUsd(entry.usdAmount)}`} />
      </Link>
    </li>
  );
}

function TokenRows({ tokens, listId }: { tokens: HomeView['tokens']; listId: string }) {
  return (
    <>
      {tokens.placeholder ? (
        <p className={styles.tokensHint}>
          <Trans>No tokens yet. Deposit to get started.</Trans>
        </p>
      ) : null}
      <ul id={listId} className={styles.tokensList} data-testid="token-list" data-placeholder={tokens.placeholder}>
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
    <section className={styles.card} aria-labelledby="tokens-title" aria-busy={tokens.loading}>
      <h2 id="tokens-title" className={styles.cardTitle}>
        <Trans>Tokens</Trans>
      </h2>
      {tokens.placeholder && tokens.loading ? (
        <ul className={styles.tokensList} aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <li key={row} className={tokenRowClass('plain')}>
              <Skeleton shape="circle" />
              <Skeleton shape="wide" />
            </li>
          ))}
        </ul>
      ) : (
        <TokenRows tokens={tokens} listId={listId} />
      )}
      {tokens.hasMore ? (
        <button type="button" className={buttonClass('link')} aria-expanded={tokens.expanded} aria-controls={listId} onClick={onToggle}>
          {tokens.expanded ? <Trans>Show less</Trans> : <Trans>Show more</Trans>}
        </button>
      ) : null}
    </section>
  );
}
