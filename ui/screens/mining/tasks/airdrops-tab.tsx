/**
 * The airdrops tab (seed 001 §2, §3 "Airdrop", §6 "Airdrops unlock after inviting 3 friends";
 * docs/decisions/airdrops.md "Airdrops (issue 20)"): locked, saying how many friends are missing, until the
 * server counts 3 invited friends; then each airdrop with its deadline, the speed it adds, its
 * winners, its prize pool (a number or a range) and its tasks, each opened (the channel, the X
 * account) and checked with the server. Polled every 30 s while visible; a failed read keeps the list.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { provideAirdrops } from '../../../../domain/mining/tasks/airdrops-provide';
import { selectAirdropsView, type AirdropCard, type AirdropTaskCard } from '../../../../domain/mining/tasks/airdrops-view';
import { formatTokenAmount } from '../../../../domain/money/format';
import { Button, buttonClass } from '../../../components/button';
import { Countdown } from '../../../components/countdown';
import { Skeleton } from '../../../components/skeleton';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { FEATURE_PATHS } from '../../../routes/feature-paths';
import { AirdropsContext } from './airdrops-context';
import { useAirdropWords } from './airdrop-messages';
import styles from './tasks.module.css';
import { Unbroken } from '../../../components/unbroken';

const DAY_MS = 86_400_000;

const isMessengerLink = (url: string): boolean => /^https:\/\/t\.me\//.test(url);

function AirdropTaskRow({ airdrop, card, busy }: { airdrop: AirdropCard; card: AirdropTaskCard; busy: boolean }) {
  const actor = AirdropsContext.useActorRef();
  const { messenger } = usePorts();
  const words = useAirdropWords();
  const { task } = card;
  const url = task.url;
  return (
    <li className={styles.airdropTask} data-testid={`airdrop-task-${task.code}`} data-done={card.done}>
      <span className={styles.title}>{words.task(task)}</span>
      {card.done ? (
        <span className={styles.done} data-testid="airdrop-task-done">
          <Trans>Done</Trans>
        </span>
      ) : airdrop.ended ? null : (
        <span className={styles.airdropActions}>
          {url === null ? null : (
            <Button onClick={() => (isMessengerLink(url) ? messenger.openTelegramLink(url) : messenger.openLink(url))} data-testid="airdrop-task-open">
              <Trans>Open</Trans>
            </Button>
          )}
          <Button
            variant="main"
            onClick={() => actor.send({ type: 'airdrop.confirm', airdropId: airdrop.airdrop.id, code: task.code })}
            disabled={busy}
            aria-busy={card.confirming}
            data-testid="airdrop-task-check"
          >
            {card.confirming ? <Trans>Checking…</Trans> : <Trans>Check</Trans>}
          </Button>
        </span>
      )}
      {card.failure === null ? null : (
        <p className={styles.error} role="alert" data-testid="airdrop-task-failure">
          {words.failure(card.failure)}
        </p>
      )}
    </li>
  );
}

function AirdropSection({ card, busy }: { card: AirdropCard; busy: boolean }) {
  const words = useAirdropWords();
  const { i18n } = useLingui();
  const { airdrop } = card;
  const speed = formatTokenAmount(airdrop.airDropSpeed);
  const min = formatTokenAmount(card.pool.min);
  const max = formatTokenAmount(card.pool.max);
  const winners = airdrop.winnerAmount;
  return (
    <section className={styles.group} aria-labelledby={`airdrop-${airdrop.id}`} data-testid={`airdrop-${airdrop.code}`} data-entered={airdrop.isCompleted}>
      <h2 id={`airdrop-${airdrop.id}`} className={styles.groupTitle}>
        {words.title(airdrop.code)}
      </h2>
      <SummaryList look="plain">
        <SummaryRow label={<Trans>Prize pool</Trans>} testId="airdrop-pool">
          {min === max ? <Unbroken><Trans>{min} USDT</Trans></Unbroken> : <Trans>{min} to <Unbroken>{max} USDT</Unbroken></Trans>}
        </SummaryRow>
        <SummaryRow label={<Trans>Winners</Trans>} testId="airdrop-winners">
          {String(winners)}
        </SummaryRow>
        <SummaryRow label={<Trans>Speed</Trans>} testId="airdrop-speed">
          <Unbroken><Trans>+{speed} SWITCH/h</Trans></Unbroken>
        </SummaryRow>
        {/* A countdown in its last day; the date (UTC) before, where thousands of hours would say nothing. */}
        <SummaryRow label={card.msLeft > DAY_MS ? <Trans>Ends (UTC)</Trans> : <Trans>Ends in</Trans>} testId="airdrop-deadline">
          {card.ended ? (
            <Trans>Ended</Trans>
          ) : card.msLeft > DAY_MS ? (
            i18n.date(new Date(airdrop.dttmDeadline), { dateStyle: 'medium', timeZone: 'UTC' })
          ) : (
            <Countdown msLeft={card.msLeft} urgent={card.msLeft < DAY_MS / 4} />
          )}
        </SummaryRow>
      </SummaryList>
      <ul className={styles.cards}>
        {card.tasks.map((task) => (
          <AirdropTaskRow key={task.task.code} airdrop={card} card={task} busy={busy} />
        ))}
      </ul>
      {airdrop.isCompleted ? (
        <p className={styles.done} role="status" data-testid="airdrop-entered">
          <Trans>You are in: its speed is added until the end.</Trans>
        </p>
      ) : null}
    </section>
  );
}

function AirdropsBody() {
  const view = AirdropsContext.useSelector(selectAirdropsView, sameData);
  const { t } = useLingui();
  if (view.step === 'loading') {
    return (
      <div aria-busy="true" data-testid="airdrops-loading">
        <Skeleton shape="wide" />
        <span className="visually-hidden">{t`Loading`}</span>
      </div>
    );
  }
  if (view.step === 'locked') {
    const { missing, friends, required } = view;
    return (
      <div className={styles.sheet} data-testid="airdrops-locked" data-missing={missing}>
        <p className={styles.title}>
          <Trans>Airdrops open once you have invited {required} friends.</Trans>
        </p>
        <p className={styles.muted} data-testid="airdrops-missing">
          <Trans>Invited: {friends}.</Trans> <Plural value={missing} one="Invite # more friend to open them." other="Invite # more friends to open them." />
        </p>
        <Link to={FEATURE_PATHS.miningFrens} className={buttonClass('main')} data-testid="airdrops-invite">
          <Trans>Invite friends</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.sheet} data-testid="airdrops-open">
      {view.airdrops.map((card) => (
        <AirdropSection key={card.airdrop.id} card={card} busy={view.busy} />
      ))}
    </div>
  );
}

export function AirdropsTab() {
  const ports = usePorts();
  const [logic] = useState(() => provideAirdrops(ports));
  return (
    <AirdropsContext.Provider logic={logic}>
      <AirdropsBody />
    </AirdropsContext.Provider>
  );
}
