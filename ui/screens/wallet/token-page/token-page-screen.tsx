/**
 * A token's own page (issue 38, /token/{chainId}/{address}): logo, name and chain, what the
 * account holds of it and its value, the price and its move over the chosen span, the chart (its
 * library loaded with it), Send, Swap and Deposit for this token, and the token's own history.
 * The figures come from the server: the token and the holding from /knownTokens (so a token not
 * held, or a page opened cold from a link, shows too), the prices from /priceHistory, whose last
 * point is the price the server quotes now. A token the server does not know is said so.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { chainInfo, isChainId, isNativeToken, type ChainId } from '../../../../domain/chains';
import { formatTokenAmount, formatUsd } from '../../../../domain/money/format';
import { selectPagedList } from '../../../../domain/shared/paged-list-machine';
import { provideTokenChart, provideTokenHistory } from '../../../../domain/wallet/token-page/provide';
import { priceText } from '../../../../domain/wallet/token-page/rules';
import { selectTokenChart } from '../../../../domain/wallet/token-page/selectors';
import { PRICE_SPANS, type PricePoint, type PriceSpan } from '../../../../domain/wallet/token-page/types';
import { buttonClass, LinkButton } from '../../../components/button';
import { cx } from '../../../components/class-names';
import { Skeleton } from '../../../components/skeleton';
import { TokenLogo } from '../../../components/token-logo';
import { useInspect } from '../../../machines/inspector';
import { useRefillTokens } from '../../../machines/refill-tokens';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { PATHS } from '../../../routes/paths';
import { HistoryList } from '../history-list';
import styles from './token-page.module.css';
import { Unbroken } from '../../../components/unbroken';

// The chart library comes with this chunk only: never with the home, nor before the page needs it.
const TokenChart = lazy(() => import('./token-chart').then((module) => ({ default: module.TokenChart })));

const parseChain = (value: string): ChainId | null => {
  const id = value === 'TON' ? 'TON' : Number(value);
  return isChainId(id) ? id : null;
};

function useTimeText() {
  const { i18n } = useLingui();
  return (iso: string, span: PriceSpan): string =>
    new Intl.DateTimeFormat(i18n.locale, span === '1D' || span === '7D' ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(new Date(iso));
}

/** The chart's text alternative: the span's first, lowest, highest and last prices, as a table a screen reader reads. */
function PriceTable({ points, span }: { points: readonly PricePoint[]; span: PriceSpan }) {
  const timeText = useTimeText();
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const byPrice = [...points].sort((a, b) => Number(a.usd) - Number(b.usd));
  const low = byPrice[0] ?? first;
  const high = byPrice[byPrice.length - 1] ?? last;
  const rows = [
    { key: 'first', label: <Trans>Start of span</Trans>, point: first },
    { key: 'low', label: <Trans>Lowest</Trans>, point: low },
    { key: 'high', label: <Trans>Highest</Trans>, point: high },
    { key: 'last', label: <Trans>Now</Trans>, point: last },
  ];
  return (
    <table className="visually-hidden" data-testid="token-price-table">
      <caption>
        <Trans>Price over the chosen span</Trans>
      </caption>
      <tbody>
        {rows.map(({ key, label, point }) => (
          <tr key={key} data-testid={`token-price-${key}`}>
            <th scope="row">{label}</th>
            <td>
              <time dateTime={point.time}>{timeText(point.time, span)}</time>
            </td>
            <td data-testid={`token-price-${key}-usd`}>${priceText(point.usd)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SpanPicker({ span, onSpan }: { span: PriceSpan; onSpan: (span: PriceSpan) => void }) {
  const { t } = useLingui();
  const names: Record<PriceSpan, string> = { '1D': t`1 day`, '7D': t`7 days`, '1M': t`1 month`, '1Y': t`1 year` };
  return (
    <div className={styles.spans} role="group" aria-label={t`Chart span`}>
      {PRICE_SPANS.map((each) => (
        <button key={each} type="button" className={styles.span} aria-pressed={each === span} aria-label={names[each]} onClick={() => onSpan(each)} data-testid={`token-span-${each}`}>
          {each}
        </button>
      ))}
    </div>
  );
}

function PriceChart({ chainId, address }: { chainId: ChainId; address: string }) {
  const ports = usePorts();
  const inspect = useInspect();
  const [logic] = useState(() => provideTokenChart(ports));
  const actor = useActorRef(logic, { input: { query: { chainId, address, span: '1D' } }, ...(inspect ? { inspect } : {}) });
  const view = useSelector(actor, selectTokenChart, sameData);
  const [hover, setHover] = useState<number | null>(null);
  const timeText = useTimeText();
  const { i18n } = useLingui();
  if (view.status === 'unknown') {
    return (
      <p role="alert" data-testid="token-unknown">
        <Trans>This token is unknown: there is no such token on this chain.</Trans>
      </p>
    );
  }
  const shown = hover === null ? null : view.points[hover];
  const change = view.change;
  return (
    <section aria-labelledby="token-price-title" aria-busy={view.status === 'loading'}>
      <h3 id="token-price-title" className="visually-hidden">
        <Trans>Price</Trans>
      </h3>
      {shown ? (
        <p className={styles.price} data-testid="token-crosshair" aria-live="off">
          ${priceText(shown.usd)} <span className={styles.detail}>{timeText(shown.time, view.span)}</span>
        </p>
      ) : change ? (
        <p className={styles.price} data-testid="token-price">
          ${priceText(change.last)}{' '}
          <span className={cx(change.direction === 'up' && styles.up, change.direction === 'down' && styles.down)} data-testid="token-change">
            {change.direction === 'up' ? '+' : ''}
            {change.percent ?? '0.00'}%
          </span>
        </p>
      ) : (
        <Skeleton shape="wide" />
      )}
      <div className={styles.chartBox}>
        {view.points.length > 0 ? (
          <Suspense fallback={<Skeleton shape="wide" />}>
            <TokenChart points={view.points} onCrosshair={setHover} locale={i18n.locale} />
          </Suspense>
        ) : null}
      </div>
      {view.status === 'failed' ? (
        <div role="alert">
          <p className={styles.detail}>
            <Trans>The price could not be read. Try again.</Trans>
          </p>
          <LinkButton onClick={() => actor.send({ type: 'chart.retry' })}>
            <Trans>Retry</Trans>
          </LinkButton>
        </div>
      ) : null}
      <SpanPicker span={view.span} onSpan={(span) => actor.send({ type: 'chart.span', span })} />
      <PriceTable points={view.points} span={view.span} />
    </section>
  );
}

function TokenHistory({ chainId, address, accountIndex }: { chainId: ChainId; address: string; accountIndex: number }) {
  const ports = usePorts();
  const [logic] = useState(() => provideTokenHistory(ports));
  const actor = useActorRef(logic, { input: { accountIndex, chainId, address } });
  const list = useSelector(actor, selectPagedList, sameData);
  return (
    <HistoryList
      history={{ entries: list.items, loading: list.loading, done: list.done, failed: list.failed, canLoadMore: !list.loading && !list.done, newCount: 0 }}
      onLoadMore={() => actor.send({ type: 'list.loadMore' })}
    />
  );
}

function TokenActions({ chainId, address }: { chainId: ChainId; address: string }) {
  return (
    <div className={styles.actions}>
      <Link to={PATHS.send} search={{ token: address, chainId }} className={buttonClass('primary')} data-testid="token-send">
        <Trans context="action">Send</Trans>
      </Link>
      {/* Buying this token with the chain's coin (the /swap preset); the coin itself opens the plain form. */}
      <Link to={PATHS.swap} search={isNativeToken(address, chainId) ? {} : { to: address, chainId }} className={buttonClass('primary')} data-testid="token-swap">
        <Trans context="action">Swap</Trans>
      </Link>
      <Link to={PATHS.refillQr} search={{ chainId, token: address }} className={buttonClass('primary')} data-testid="token-deposit">
        <Trans context="action">Deposit</Trans>
      </Link>
    </div>
  );
}

export function TokenPageScreen() {
  const params = useParams({ strict: false }) as { chainId?: string; address?: string };
  const accountIndex = useSearch({ strict: false, select: (search) => search.selectedWalletIndex ?? 0 });
  const chainId = parseChain(params.chainId ?? '');
  const address = params.address ?? '';
  if (chainId === null || address === '') {
    return (
      <p role="alert" data-testid="token-unknown">
        <Trans>This token is unknown: there is no such token on this chain.</Trans>
      </p>
    );
  }
  return <TokenPage key={`${String(chainId)}|${address}|${String(accountIndex)}`} chainId={chainId} address={address} accountIndex={accountIndex} />;
}

function TokenPage({ chainId, address, accountIndex }: { chainId: ChainId; address: string; accountIndex: number }) {
  const known = useRefillTokens({ chainId, accountIndex, tokenAddress: address });
  const token = known.tokens[0];
  const chain = chainInfo(chainId).name;
  return (
    <section className={styles.page} aria-labelledby="token-title" data-testid="token-page">
      <header className={styles.head}>
        {token ? <TokenLogo uri={token.logoURI} symbol={token.symbol} /> : <Skeleton shape="circle" />}
        <div>
          <h2 id="token-title" className={cx('screen-title', styles.title)} data-testid="token-title">
            {token ? `${token.name} (${token.symbol})` : <Skeleton />}
          </h2>
          <p className={styles.detail}>{chain}</p>
        </div>
      </header>
      {token ? (
        <p data-testid="token-holding">
          <Trans>
            You hold{' '}
            <Unbroken>
              {formatTokenAmount(token.tokenAmount)} {token.symbol}
            </Unbroken>
            , ${formatUsd(token.usdAmount)}
          </Trans>
        </p>
      ) : null}
      <PriceChart chainId={chainId} address={address} />
      <TokenActions chainId={chainId} address={address} />
      <TokenHistory chainId={chainId} address={address} accountIndex={accountIndex} />
    </section>
  );
}
