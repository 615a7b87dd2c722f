/**
 * /refill/to (seed 000 §2): choose the network, then the token to deposit; tokens of the chosen
 * chain come from mainApi.knownTokens. Picking one opens its QR (/refill/qr?chainId=…&token=…).
 * Symbols and names come from the server and are rendered as text.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { CHAIN_IDS, chainInfo, type ChainId } from '../../../domain/chains';
import { useRefillTokens } from '../../machines/refill-tokens';
import { useHomeView } from '../../machines/wallet-home-context';
import { PATHS } from '../../routes/paths';
import { TokenLogo } from '../wallet/token-logo';
import { DEFAULT_REFILL_CHAIN, refillToSearchSchema } from './refill-search';
import './refill.css';

function ChainFilter({ selected, onSelect }: { selected: ChainId; onSelect: (chainId: ChainId) => void }) {
  const { t } = useLingui();
  return (
    <div className="chain-filter" role="group" aria-label={t`Network`}>
      {CHAIN_IDS.map((chainId) => (
        <button
          key={String(chainId)}
          type="button"
          className="chain-filter__chip"
          aria-pressed={chainId === selected}
          data-chain={String(chainId)}
          onClick={() => onSelect(chainId)}
        >
          {chainInfo(chainId).label}
        </button>
      ))}
    </div>
  );
}

export function RefillToScreen() {
  const search = refillToSearchSchema.parse(useSearch({ strict: false }));
  const chainId = search.chainId ?? DEFAULT_REFILL_CHAIN;
  const navigate = useNavigate();
  const { accountIndex } = useHomeView();
  const list = useRefillTokens({ chainId, accountIndex });
  const chainName = chainInfo(chainId).name;
  return (
    <section className="refill" aria-labelledby="refill-to-title">
      <h2 id="refill-to-title" className="screen-title">
        <Trans>Choose token and network</Trans>
      </h2>
      <ChainFilter
        selected={chainId}
        onSelect={(next) => void navigate({ to: PATHS.refillTo, search: (previous) => ({ ...previous, chainId: next }), replace: true })}
      />
      <h3 className="refill__subtitle">
        <Trans>Tokens on {chainName}</Trans>
      </h3>
      <ul className="refill__tokens" aria-busy={list.loading} data-testid="refill-tokens">
        {list.tokens.map((token) => (
          <li key={token.address}>
            <Link to={PATHS.refillQr} search={(previous) => ({ ...previous, chainId, token: token.address })} className="refill__token">
              <TokenLogo uri={token.logoURI} symbol={token.symbol} />
              <span className="refill__token-name">
                <span className="refill__token-symbol">{token.symbol}</span>
                <span className="refill__token-full">{token.name}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {list.loading ? (
        <p className="refill__hint" role="status">
          <Trans>Loading tokens…</Trans>
        </p>
      ) : null}
      {list.failed ? (
        <p className="refill__hint">
          <Trans>Tokens could not be loaded.</Trans>{' '}
          <button type="button" className="link-button" onClick={list.retry}>
            <Trans>Retry</Trans>
          </button>
        </p>
      ) : null}
      {!list.loading && !list.failed && list.tokens.length === 0 ? (
        <p className="refill__hint">
          <Trans>No tokens on this network.</Trans>
        </p>
      ) : null}
      {!list.loading && !list.done ? (
        <button type="button" className="link-button" onClick={list.loadMore}>
          <Trans>Show more tokens</Trans>
        </button>
      ) : null}
    </section>
  );
}
