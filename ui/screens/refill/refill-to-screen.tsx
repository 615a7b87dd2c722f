/**
 * /refill/to (seed 000 §2): choose the network, then the token to deposit; tokens of the chosen
 * chain come from mainApi.knownTokens. Picking one opens its QR (/refill/qr?chainId=…&token=…).
 * Symbols and names come from the server and are rendered as text.
 */
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { CHAIN_IDS, chainInfo } from '../../../domain/chains';
import { useRefillTokens } from '../../machines/refill-tokens';
import { useHomeView } from '../../machines/wallet-home-context';
import { PATHS } from '../../routes/paths';
import { ChainFilter } from '../../components/chain-filter';
import { DEFAULT_REFILL_CHAIN, refillToSearchSchema } from './refill-search';
import { buttonClass } from '../../components/button';
import styles from './refill.module.css';
import { TokenRowBody, tokenListClass, tokenRowClass } from '../../components/token-row';
import { LoadingList } from '../../components/skeleton';

export function RefillToScreen() {
  const search = refillToSearchSchema.parse(useSearch({ strict: false }));
  const chainId = search.chainId ?? DEFAULT_REFILL_CHAIN;
  const navigate = useNavigate();
  const { accountIndex } = useHomeView();
  const list = useRefillTokens({ chainId, accountIndex });
  const chainName = chainInfo(chainId).name;
  return (
    <section className={styles.refill} aria-labelledby="refill-to-title">
      <h2 id="refill-to-title" className="screen-title">
        <Trans>Choose token and network</Trans>
      </h2>
      <ChainFilter
        options={CHAIN_IDS.map((next) => ({
          key: String(next),
          label: chainInfo(next).label,
          selected: next === chainId,
          onSelect: () => void navigate({ to: PATHS.refillTo, search: (previous) => ({ ...previous, chainId: next }), replace: true }),
        }))}
      />
      <h3 className={styles.refillSubtitle}>
        <Trans>Tokens on {chainName}</Trans>
      </h3>
      <ul className={tokenListClass} aria-busy={list.loading} data-testid="refill-tokens">
        {list.tokens.map((token) => (
          <li key={token.address}>
            <Link to={PATHS.refillQr} search={(previous) => ({ ...previous, chainId, token: token.address })} className={tokenRowClass('card')}>
              <TokenRowBody logoURI={token.logoURI} symbol={token.symbol} detail={token.name} />
            </Link>
          </li>
        ))}
      </ul>
      {list.loading ? (
        <LoadingList label={<Trans>Loading tokens…</Trans>} count={3} testId="refill-tokens-skeleton" />
      ) : null}
      {list.failed ? (
        <p className={styles.refillHint}>
          <Trans>Tokens could not be loaded.</Trans>{' '}
          <button type="button" className={buttonClass('link')} onClick={list.retry}>
            <Trans>Retry</Trans>
          </button>
        </p>
      ) : null}
      {!list.loading && !list.failed && list.tokens.length === 0 ? (
        <p className={styles.refillHint}>
          <Trans>No tokens on this network.</Trans>
        </p>
      ) : null}
      {!list.loading && !list.done ? (
        <button type="button" className={buttonClass('link')} onClick={list.loadMore}>
          <Trans>Show more tokens</Trans>
        </button>
      ) : null}
    </section>
  );
}
