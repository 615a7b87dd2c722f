/**
 * /copyTrade/traderArchive (seed 001 §2): 'create new trade', the current positions and the
 * history (finished rows dimmed), each row a link to the trade's detail with its token and chain,
 * the shortened followed address, 'Copied: date' or 'Finished: date' and the deposit in USD.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { chainInfo } from '../../../../domain/chains';
import { isRunning, shortAddress } from '../../../../domain/mining/copy-trade/rules';
import type { CopyTradeView } from '../../../../domain/mining/copy-trade/selectors';
import type { CopyTrade } from '../../../../domain/mining/copy-trade/types';
import { formatUsd } from '../../../../domain/money/format';
import { MainButton } from '../../../components/button';
import { ChainLogo } from '../../../components/chain-logo';
import { cx } from '../../../components/class-names';
import { TokenLogo } from '../../../components/token-logo';
import { CopyTradeContext } from './copy-trade-context';
import styles from './copy-trade.module.css';
import { tradeDate } from './trade-dates';
import { FEATURE_PATHS } from '../../../routes/feature-paths';

function TradeRow({ trade }: { trade: CopyTrade }) {
  const running = isRunning(trade);
  const date = tradeDate(running ? trade.dttmAdded : (trade.dttmDeactivated ?? trade.dttmAdded));
  const usd = formatUsd(trade.deposit.usd);
  return (
    <li>
      <Link
        to={FEATURE_PATHS.copyTradeTrade}
        search={{ tradeID: trade._id }}
        className={cx(styles.row, !running && styles.finished)}
        data-testid={`copy-trade-row-${trade._id}`}
        data-running={running}
      >
        {/* The token's logo and its chain's, as seed 001 §2 asks; the chain is also named in the title. */}
        <span className={styles.rowLogos}>
          <TokenLogo uri={trade.token.logoURI} symbol={trade.token.symbol} size="small" />
          <ChainLogo chainId={trade.chainId} size="small" />
        </span>
        <span className={styles.rowMain}>
          <span className={styles.rowTitle}>
            {shortAddress(trade.followedAddress)} · {chainInfo(trade.chainId).label}
          </span>
          <span className={styles.muted}>{running ? <Trans>Copied: {date}</Trans> : <Trans>Finished: {date}</Trans>}</span>
        </span>
        <span className={styles.rowTitle}>
          <Trans>${usd}</Trans>
        </span>
      </Link>
    </li>
  );
}

export function ArchiveScreen({ view }: { view: CopyTradeView }) {
  const actor = CopyTradeContext.useActorRef();
  return (
    <div className={styles.screen} data-testid="copy-trade-archive">
      <h1 className="screen-title">
        <Trans>Copy trading</Trans>
      </h1>
      <MainButton onClick={() => actor.send({ type: 'trade.new' })} data-testid="copy-trade-new">
        <Trans>Create new trade</Trans>
      </MainButton>
      <section aria-labelledby="copy-trade-current" data-testid="copy-trade-current">
        <h2 id="copy-trade-current" className={styles.sectionTitle}>
          <Trans>Current position</Trans>
        </h2>
        {view.active.length === 0 ? (
          <p className={styles.muted}>
            <Trans>No running copy trades.</Trans>
          </p>
        ) : (
          <ul className={styles.list}>
            {view.active.map((trade) => (
              <TradeRow key={trade._id} trade={trade} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="copy-trade-history" data-testid="copy-trade-history">
        <h2 id="copy-trade-history" className={styles.sectionTitle}>
          <Trans>Copy trade history</Trans>
        </h2>
        {view.disabled.length === 0 ? (
          <p className={styles.muted}>
            <Trans>No finished copy trades yet.</Trans>
          </p>
        ) : (
          <ul className={styles.list}>
            {view.disabled.map((trade) => (
              <TradeRow key={trade._id} trade={trade} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
