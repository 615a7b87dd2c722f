/**
 * /mining/auction (seed 001 §2 "Auction screen", §4 "Auction claim"; docs/decisions/auction-and-donate.md "Auction and
 * donations (issue 23)"): the title (another once claimed), the mined SWITCH in SWITCH and USD,
 * the daily schedule (today's share, the next two days behind a disclosure), the countdown to the
 * next UTC day, how the share progresses, the calculator (claim today against waiting), the donate
 * card, the help link, and the sticky claim-all button with its sheets (auction-sheets.tsx). The
 * rules are the domain's; the server decides every value.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { auctionInputFrom, provideAuction } from '../../../../domain/mining/auction/provide';
import { sharePercent, switchUsd } from '../../../../domain/mining/auction/rules';
import { AUCTION_DAYS, lastClaimInstant } from '../../../../domain/mining/auction/schedule';
import { selectAuctionView, type AuctionView } from '../../../../domain/mining/auction/selectors';
import { toBig } from '../../../../domain/money/big-decimal';
import { formatTokenAmount } from '../../../../domain/money/format';
import { LinkButton, MainButton } from '../../../components/button';
import { Countdown } from '../../../components/countdown';
import { Skeleton } from '../../../components/skeleton';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { AuctionContext } from './auction-context';
import { auctionHelpUrl, useAuctionFailureText } from './auction-messages';
import { AuctionSheets } from './auction-sheets';
import { ShareChart } from './share-chart';
import styles from './auction.module.css';
import { FEATURE_PATHS } from '../../../routes/feature-paths';
import { Unbroken } from '../../../components/unbroken';

function useDayFormat(): (at: number) => string {
  const { i18n } = useLingui();
  return (at) => new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(at);
}

/** The last claim (ours: the seed shows only its status): when, what it paid, staked and burned, and how its send went. */
function LastClaimCard({ view }: { view: AuctionView }) {
  const formatDay = useDayFormat();
  const last = view.auction?.lastClaim ?? null;
  if (last === null) return null;
  const staked = last.stakedAmount ?? '0';
  const day = formatDay(Date.parse(last.claimedAt));
  return (
    <section className={styles.card} aria-labelledby="auction-last-claim-title" data-testid="auction-last-claim" data-status={view.auction?.progressStatus ?? ''}>
      <h2 className={styles.cardTitle} id="auction-last-claim-title">
        <Trans>Last claim, {day}</Trans>
      </h2>
      <SummaryList look="plain">
        <SummaryRow label={<Trans>To the wallet</Trans>} testId="auction-last-paid">
          {`${formatTokenAmount(last.paidAmount)}\u00a0SWITCH`}
        </SummaryRow>
        {toBig(staked).gt(0) ? (
          <SummaryRow label={<Trans>Staked for 3 months</Trans>} testId="auction-last-staked">
            {`${formatTokenAmount(staked)}\u00a0SWITCH`}
          </SummaryRow>
        ) : null}
        <SummaryRow label={<Trans context="past">Burned</Trans>} testId="auction-last-burned">
          {`${formatTokenAmount(last.burnedAmount)}\u00a0SWITCH`}
        </SummaryRow>
        <SummaryRow label={<Trans>Status</Trans>} testId="auction-last-status">
          {view.auction?.progressStatus === 'failed' ? (
            <Trans>Failed: nothing was taken</Trans>
          ) : view.auction?.progressStatus === 'sending' ? (
            <Trans>On its way</Trans>
          ) : (
            <Trans>Arrived</Trans>
          )}
        </SummaryRow>
      </SummaryList>
    </section>
  );
}

/** A closed auction names the last day claims were open, not the deadline's day (issue 44). */
export function AuctionClosedCard({ deadline }: { readonly deadline: string }) {
  const formatDay = useDayFormat();
  const lastDay = formatDay(lastClaimInstant({ deadline: Date.parse(deadline) }));
  return (
    <section className={styles.card} data-testid="auction-closed">
      <p className={styles.cardTitle}>
        <Trans>The auction is closed: the last day to claim was {lastDay}.</Trans>
      </p>
    </section>
  );
}

function ScheduleCard({ view }: { view: AuctionView }) {
  const formatDay = useDayFormat();
  const [today, ...ahead] = view.schedule;
  const auction = view.auction;
  if (auction === null) return null;
  const opens = formatDay(Date.parse(auction.startsAt));
  if (auction.phase === 'closed') return <AuctionClosedCard deadline={auction.deadline} />;
  const available = formatTokenAmount(auction.availableAmount);
  const todayShare = sharePercent(auction.shareBp);
  const currDay = auction.currDay;
  return (
    <section className={styles.card} aria-labelledby="auction-schedule-title" data-testid="auction-schedule">
      <h2 id="auction-schedule-title" className={styles.cardTitle}>
        {auction.phase === 'not-started' ? (
          <Trans>The auction opens on {opens}</Trans>
        ) : (
          <Trans>Day {currDay}: today you can claim {todayShare}%</Trans>
        )}
      </h2>
      <p className={styles.big} data-testid="auction-available">
        <Unbroken>{available} SWITCH</Unbroken>
      </p>
      <p className={styles.hint}>
        <Trans>Next rise in</Trans> <Countdown msLeft={view.msToNextDay} testId="auction-countdown" /> <Trans>(00:00 UTC)</Trans>
      </p>
      {today !== undefined && ahead.length > 0 ? (
        <details className={styles.details}>
          <summary data-testid="auction-schedule-more">
            <Trans>Next days</Trans>
          </summary>
          <ul className={styles.days}>
            {ahead.map((day) => {
              const share = sharePercent(day.shareBp);
              return (
                <li key={day.day} data-testid={`auction-day-${String(day.day)}`}>
                  <span>{formatDay(day.startsAt)}</span> <strong>{share}%</strong>
                </li>
              );
            })}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

function Calculator({ view }: { view: AuctionView }) {
  const actor = AuctionContext.useActorRef();
  const id = useId();
  const result = view.calculator;
  const auction = view.auction;
  if (result === null || auction === null || auction.phase === 'closed') return null;
  const days = result.waitDays;
  const amount = formatTokenAmount(result.amount);
  const gain = formatTokenAmount(result.gain);
  const share = sharePercent(result.shareBp);
  const today = formatTokenAmount(auction.availableAmount);
  const day = auction.currDay + days;
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="auction-calculator">
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        <Trans>Claim now or wait?</Trans>
      </h2>
      <label htmlFor={id} className={styles.hint}>
        <Trans>Days to wait: {days}</Trans>
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={Math.max(1, view.maxWaitDays + 1)}
        value={days}
        onChange={(event) => actor.send({ type: 'calculator.wait', days: Number(event.currentTarget.value) })}
        className={styles.range}
        data-testid="auction-calculator-days"
      />
      <p data-testid="auction-calculator-today">
        <Trans>Claim today: <Unbroken>{today} SWITCH</Unbroken></Trans>
      </p>
      <p data-testid="auction-calculator-result" aria-live="polite">
        {result.closed ? (
          <Trans>Day {day} is past the deadline: nothing can be claimed then.</Trans>
        ) : (
          <Trans>
            Claim on day {day}: <Unbroken>{amount} SWITCH</Unbroken> ({share}%), {gain} more
          </Trans>
        )}
      </p>
    </section>
  );
}

function Explanation() {
  const steps = AUCTION_DAYS;
  return (
    <section className={styles.card} data-testid="auction-explanation">
      <h2 className={styles.cardTitle}>
        <Trans>How the auction works</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>
          The share of your mined SWITCH you can claim rises by 5% every day at 00:00 UTC, up to 100% on day {steps}. A claim sends today’s share to your wallet as SWITCH and burns the rest. After the deadline claims are closed.
        </Trans>
      </p>
    </section>
  );
}

function AuctionBody() {
  const view = AuctionContext.useSelector(selectAuctionView, sameData);
  const actor = AuctionContext.useActorRef();
  const failureText = useAuctionFailureText();
  const ports = usePorts();
  const { t, i18n } = useLingui();
  if (view.step === 'loading') {
    return (
      <div aria-busy="true" data-testid="auction-loading">
        <Skeleton shape="wide" />
        <Skeleton />
        <span className="visually-hidden">{t`Loading`}</span>
      </div>
    );
  }
  if (view.step === 'failed' || view.auction === null) {
    return (
      <div role="alert" data-testid="auction-failed">
        <p className={styles.error}>{failureText(view.failure)}</p>
        <LinkButton onClick={() => actor.send({ type: 'auction.retry' })}>
          <Trans>Retry</Trans>
        </LinkButton>
      </div>
    );
  }
  const auction = view.auction;
  const mined = formatTokenAmount(auction.gotAmount);
  const usd = switchUsd(auction.gotAmount, auction);
  return (
    <>
      <h1 className="screen-title" data-testid="auction-title" data-claimed={auction.hasSuccessSwitchSend}>
        {auction.hasSuccessSwitchSend ? <Trans>You have claimed from the auction</Trans> : <Trans>Claim your SWITCH</Trans>}
      </h1>
      <section className={styles.card} data-testid="auction-balance">
        <p className={styles.hint}>
          <Trans>Mined SWITCH</Trans>
        </p>
        <p className={styles.big} data-testid="auction-mined">
          <Unbroken>{mined} SWITCH</Unbroken>
        </p>
        <p className={styles.hint} data-testid="auction-mined-usd">
          ≈ ${usd}
        </p>
      </section>
      <ScheduleCard view={view} />
      <ShareChart auction={auction} serverNow={view.serverNow} />
      <LastClaimCard view={view} />
      <Explanation />
      <Calculator view={view} />
      <section className={styles.card} data-testid="auction-donate-card">
        <h2 className={styles.cardTitle}>
          <Trans>Support the project</Trans>
        </h2>
        <p className={styles.hint}>
          <Trans>Donate TON and join the hall of fame.</Trans>
        </p>
        {/* The donate routes are mounted after the first screen, not in the router's type (mining-tiles.tsx does the same). */}
        <Link to={FEATURE_PATHS.miningDonate} className={styles.link} data-testid="auction-donate-link">
          <Trans>Donate</Trans>
        </Link>
      </section>
      <LinkButton onClick={() => ports.messenger.openLink(auctionHelpUrl(i18n.locale))} data-testid="auction-help">
        <Trans>How does the auction work? Read the docs</Trans>
      </LinkButton>
      <div className={styles.sticky}>
        <MainButton onClick={() => actor.send({ type: 'claim.open' })} disabled={!view.canClaim} aria-haspopup="dialog" data-testid="auction-claim">
          <Trans>Claim all</Trans>
        </MainButton>
      </div>
      <AuctionSheets />
    </>
  );
}

export function AuctionScreen() {
  const ports = usePorts();
  const [logic] = useState(() => provideAuction(ports));
  const [input] = useState(() => auctionInputFrom(ports.storage));
  return (
    <AuctionContext.Provider logic={logic} options={{ input }}>
      <div className={styles.screen} data-testid="auction-screen">
        <AuctionBody />
      </div>
    </AuctionContext.Provider>
  );
}
