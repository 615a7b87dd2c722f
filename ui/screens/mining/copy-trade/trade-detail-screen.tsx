/**
 * The trade detail at /copyTrade/trade?tradeID={_id} and /trade?tradeID={_id} (seed 001 §2 "Trade
 * detail"): the deposit in USD and ETH, the red stop button only while it runs, the status
 * (PRODUCT.md: no deactivation date is 'in trading'), the followed address, the start deposit, the
 * period to the deactivation date or 'present'; and every leader trade the position mirrored (with
 * its sizing: ante x deposit) or skipped (with the reason), newest first. A trade id that is not
 * the user's shows a not-found state.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { chainInfo } from '../../../../domain/chains';
import { selectTradeDetail, tradeDetailMachine } from '../../../../domain/mining/copy-trade/detail-machine';
import { provideTradeDetail } from '../../../../domain/mining/copy-trade/provide';
import { isTradeId, shortAddress } from '../../../../domain/mining/copy-trade/rules';
import type { CopyTrade, MirroredTrade } from '../../../../domain/mining/copy-trade/types';
import { formatPickerAmount, formatUsd } from '../../../../domain/money/format';
import { useDestructiveConfirm } from '../../../components/bottom-sheet';
import { Button, buttonClass, LinkButton } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { Skeleton } from '../../../components/skeleton';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { createInspectableActorContext } from '../../../machines/actor-context';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { useCopyTradeWords } from './copy-trade-messages';
import styles from './copy-trade.module.css';
import { tradeDate, tradeTime } from './trade-dates';
import { backOverride } from '../../../routes/back-override';
import { FEATURE_PATHS } from '../../../routes/feature-paths';
import { Unbroken } from '../../../components/unbroken';

const DetailContext = createInspectableActorContext(tradeDetailMachine);

function NotFound() {
  return (
    <div className={styles.screen} role="alert" data-testid="copy-trade-not-found">
      <h1 className="screen-title">
        <Trans>Trade not found</Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>There is no copy trade of yours with this link.</Trans>
      </p>
      <Link to={FEATURE_PATHS.copyTradeTraderArchive} className={buttonClass('primary')}>
        <Trans>To your copy trades</Trans>
      </Link>
    </div>
  );
}

function TradeEvent({ event, trade }: { event: MirroredTrade; trade: CopyTrade }) {
  const words = useCopyTradeWords();
  const { i18n } = useLingui();
  const at = tradeTime(event.at, i18n.locale);
  const leaderUsd = formatUsd(event.leader.usd);
  const from = event.leader.from;
  const to = event.leader.to;
  const slippage = event.leader.slippagePercent;
  const ante = Number(trade.ante) * 100;
  const deposit = formatPickerAmount(trade.depositAmount);
  const perTrade = formatPickerAmount(trade.perTradeAmount);
  const symbol = trade.token.symbol;
  const soldAmount = event.sold ? formatPickerAmount(event.sold.amount) : '';
  const soldSymbol = event.sold?.symbol ?? '';
  const gotAmount = event.got ? formatPickerAmount(event.got.amount) : '';
  const gotSymbol = event.got?.symbol ?? '';
  return (
    <li className={styles.event} data-testid={`copy-trade-event-${event.seq}`} data-outcome={event.outcome}>
      <span className={styles.muted}>{at}</span>
      <span>
        <Trans>
          The trader swapped ${leaderUsd} of {from} for {to} (slippage {slippage}%)
        </Trans>
      </span>
      {event.outcome === 'mirrored' && event.sold && event.got ? (
        <span className={styles.mirrored} data-testid="copy-trade-event-sizing">
          <Trans>
            Mirrored: sold <Unbroken>{soldAmount} {soldSymbol}</Unbroken> for <Unbroken>{gotAmount} {gotSymbol}</Unbroken>, sized at ante {ante}% × deposit <Unbroken>{deposit} {symbol}</Unbroken> ={' '}
            <Unbroken>
              {perTrade} {symbol}
            </Unbroken>
          </Trans>
        </span>
      ) : event.reason ? (
        <span className={styles.skipped} data-testid="copy-trade-event-reason">
          {words.reason(event.reason)}
        </span>
      ) : null}
    </li>
  );
}

function Detail() {
  const view = DetailContext.useSelector(selectTradeDetail, sameData);
  const actor = DetailContext.useActorRef();
  const words = useCopyTradeWords();
  const { t } = useLingui();
  const confirmation = useDestructiveConfirm();
  const trade = view.trade;
  if (view.step === 'not-found') return <NotFound />;
  if (view.step === 'failed') {
    return (
      <div role="alert" className={styles.screen} data-testid="copy-trade-detail-failed">
        <p className={styles.error}>{words.failure({ type: 'server' })}</p>
        <LinkButton onClick={() => actor.send({ type: 'detail.retry' })}>
          <Trans>Retry</Trans>
        </LinkButton>
      </div>
    );
  }
  if (!trade) {
    return (
      <div className={styles.screen} aria-busy="true" data-testid="copy-trade-detail-loading">
        <Skeleton shape="wide" />
        <Skeleton />
        <span className="visually-hidden">{t`Loading`}</span>
      </div>
    );
  }
  const chain = chainInfo(trade.chainId).name;
  const usd = formatUsd(trade.deposit.usd);
  const eth = formatPickerAmount(trade.deposit.eth);
  const startEth = formatPickerAmount(trade.startDeposit.eth);
  const from = tradeDate(trade.dttmAdded);
  const until = trade.dttmDeactivated ? tradeDate(trade.dttmDeactivated) : t`present`;
  return (
    <div className={styles.screen} data-testid="copy-trade-detail" data-running={view.running}>
      <h1 className="screen-title">
        <Trans>Copy trade on {chain}</Trans>
      </h1>
      <p className={styles.bigAmount} data-testid="copy-trade-detail-deposit">
        <Trans>${usd}</Trans>
        <span className={styles.muted}>
          <Unbroken><Trans>{eth} ETH</Trans></Unbroken>
        </span>
      </p>
      {view.running ? (
        <Button
          className={styles.stopButton}
          onClick={() =>
            void confirmation
              .ask({
                title: t`Stop copy trading?`,
                message: t`The trader's next trades will no longer be copied. This cannot be undone.`,
                confirm: t`Stop`,
                cancel: t`Keep copying`,
              })
              .then((stop) => stop && actor.send({ type: 'trade.stop' }))
          }
          disabled={view.stopping}
          data-testid="copy-trade-stop"
        >
          <Trans>Stop copy trading</Trans>
        </Button>
      ) : null}
      {confirmation.dialog}
      {view.failure ? (
        <p role="alert" className={styles.error}>
          {words.failure(view.failure)}
        </p>
      ) : null}
      <SummaryList testId="copy-trade-detail-summary">
        <SummaryRow label={t`Status`} testId="copy-trade-status">
          {words.status(view.running)}
        </SummaryRow>
        <SummaryRow label={t`Followed address`} testId="copy-trade-followed">
          {/* Shortened, as the wallets show one, with the full address a copy away (in four lines at 320 px it read as noise). */}
          <span className={styles.addressLine}>
            <span className={styles.nowrap} title={trade.followedAddress}>
              {shortAddress(trade.followedAddress)}
            </span>
            <CopyButton text={trade.followedAddress} label={t`address`} />
          </span>
        </SummaryRow>
        <SummaryRow label={t`Start deposit`} testId="copy-trade-start-deposit">
          <span className={styles.nowrap}>
            <Unbroken><Trans>{startEth} ETH</Trans></Unbroken>
          </span>
        </SummaryRow>
        <SummaryRow label={t`Trade period`} testId="copy-trade-period">
          {from} – {until}
        </SummaryRow>
        {trade.holdings.map((holding) => (
          <SummaryRow key={holding.symbol} label={t`Holds`} testId={`copy-trade-holds-${holding.symbol}`}>
            <span className={styles.nowrap}>
              <Unbroken>{formatPickerAmount(holding.amount)} {holding.symbol}</Unbroken>
            </span>
          </SummaryRow>
        ))}
      </SummaryList>
      <section aria-labelledby="copy-trade-trades" data-testid="copy-trade-events">
        <h2 id="copy-trade-trades" className={styles.sectionTitle}>
          <Trans>The trader's trades</Trans>
        </h2>
        {view.transactions.length === 0 ? (
          <p className={styles.muted} data-testid="copy-trade-events-empty">
            <Trans>No trades yet: each of the trader's swaps will show here, mirrored or skipped with the reason.</Trans>
          </p>
        ) : (
          <ol className={styles.events}>
            {view.transactions.map((event) => (
              <TradeEvent key={event.seq} event={event} trade={trade} />
            ))}
          </ol>
        )}
        {view.hasOlder ? (
          // The trades come a page at a time: the older ones stay a press away, however many there are.
          <Button onClick={() => actor.send({ type: 'transactions.more' })} disabled={view.loadingOlder} aria-busy={view.loadingOlder} data-testid="copy-trade-events-more">
            {view.loadingOlder ? <Trans>Loading earlier trades…</Trans> : <Trans>Show earlier trades</Trans>}
          </Button>
        ) : null}
      </section>
    </div>
  );
}

/** Seed 001 §2: Back from the trade detail goes to the archive. */
const toArchive = () => FEATURE_PATHS.copyTradeTraderArchive;

export function TradeDetailScreen() {
  // Reached from the archive, history goes back to it; opened straight from its link there is no
  // history inside the app, and the root's back asks this target instead of going home.
  useEffect(() => {
    backOverride.to = toArchive;
    return () => {
      if (backOverride.to === toArchive) backOverride.to = undefined;
    };
  }, []);
  const tradeId = useSearch({ strict: false, select: (search) => (search as { tradeID?: string }).tradeID ?? '' });
  const accountIndex = useSearch({ strict: false, select: (search) => search.selectedWalletIndex ?? 0 });
  if (!isTradeId(tradeId)) return <NotFound />;
  return <DetailFor key={tradeId} tradeId={tradeId} accountIndex={accountIndex} />;
}

function DetailFor({ tradeId, accountIndex }: { tradeId: string; accountIndex: number }) {
  const ports = usePorts();
  const [logic] = useState(() => provideTradeDetail(ports));
  const [input] = useState(() => ({ tradeId, accountIndex }));
  return (
    <DetailContext.Provider logic={logic} options={{ input }}>
      <Detail />
    </DetailContext.Provider>
  );
}
