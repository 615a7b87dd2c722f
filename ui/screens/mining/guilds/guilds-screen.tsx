/**
 * /mining/guilds (seed 001 §2 "Guilds screen"): the individual / alliance toggle, the rank carousel
 * starting on the user's rank, the user's rank card (percentile, the rank's share, what the next
 * rank needs today), the shown rank's leaderboard with the user's place, and for alliances the
 * user's own alliance pinned and the join/create input ('@name', a t.me link or a plain word).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { Board } from '../../../../domain/mining/guilds/machine';
import { provideGuilds } from '../../../../domain/mining/guilds/provide';
import { allianceNameFrom, GUILD_RANKS } from '../../../../domain/mining/guilds/rules';
import type { AllianceSummary, RankCard } from '../../../../domain/mining/guilds/types';
import { formatTokenAmount } from '../../../../domain/money/format';
import { Button, LinkButton } from '../../../components/button';
import { cx } from '../../../components/class-names';
import { Skeleton } from '../../../components/skeleton';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { AllianceAvatar } from './alliance-avatar';
import { alliancePath } from './alliance-path';
import { GuildsContext } from './guilds-context';
import styles from './guilds.module.css';
import { LeaderList } from './leader-list';
import { RankCarousel } from './rank-carousel';
import { useRankWords } from './rank-words';
import { percentText } from './percent-text';
import { switchText } from './switch-text';

function RankCardView({ card }: { card: RankCard }) {
  const rankName = useRankWords();
  const share = GUILD_RANKS.find((entry) => entry.rank === card.guild)?.percent ?? null;
  const needs = card.nextRankNeeds === null ? null : switchText(formatTokenAmount(card.nextRankNeeds));
  const next = card.guild >= 1 && card.guild < 5 ? rankName(card.guild + 1) : null;
  const percentile = card.percentile === null ? null : percentText(card.percentile);
  return (
    <div className={styles.card} data-testid="rank-card">
      <SummaryList look="plain">
      <SummaryRow label={<Trans>Your rank</Trans>} testId="rank-card-rank">
        {rankName(card.guild)}
      </SummaryRow>
      {card.percentile === null ? null : (
        <SummaryRow label={<Trans>Your percentile</Trans>} testId="rank-card-percentile">
          <Trans>top {percentile}</Trans>
        </SummaryRow>
      )}
      {share === null ? null : (
        <SummaryRow label={<Trans>The rank’s share</Trans>} testId="rank-card-share">
          {percentText(share)}
        </SummaryRow>
      )}
      </SummaryList>
      {/* A sentence, not a row: the rank's name and a six-decimal figure do not fit one line at 320 px. */}
      {needs === null || next === null ? null : (
        <p className={styles.muted} data-testid="rank-card-needs">
          <Trans>
            {next} needs <span className={styles.amount}>+{needs}</span> more today
          </Trans>
        </p>
      )}
    </div>
  );
}

/** An alliance on the board: the whole row is the link to its page (avatar, title, participants, total). */
function AllianceRow({ alliance, own, place }: { alliance: AllianceSummary; own?: boolean; place?: number | null }) {
  const total = switchText(formatTokenAmount(alliance.totalMined, 2));
  const users = alliance.users;
  return (
    <li className={cx(styles.allianceRow, own && styles.own)} data-testid={own ? 'own-alliance' : 'alliance-row'}>
      <Link to={alliancePath(alliance.name)} className={styles.rowLink} data-testid="alliance-link">
        {/* A board's entry carries no picture (seed 001 §7): the name's avatar. */}
        <AllianceAvatar name={alliance.name} userpicURL={null} size="small" />
        <span className={styles.rowText}>
          <span className={styles.allianceName}>
            {own ? (
              <span className={styles.ownLabel}>
                <Trans>Your alliance</Trans>
                {place === undefined || place === null ? null : ` · #${String(place)}`}
              </span>
            ) : null}
            {alliance.title}
          </span>
          <span className={styles.meta}>
            <span className={styles.muted}>
              <Plural value={users} one="# participant" other="# participants" />
            </span>
            <span className={styles.amount}>{total}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}

function BoardView({ board }: { board: Board }) {
  if (board.variant === 'individual') {
    const place = board.board.userRank;
    return (
      <>
        {place === null ? null : (
          <p className={styles.prize} data-testid="user-place">
            <Trans>Your place: {place}</Trans>
          </p>
        )}
        <LeaderList leaders={board.board.top} testId="guild-board" />
        {board.board.top.length === 0 ? (
          <p className={styles.muted}>
            <Trans>Nobody holds this rank yet.</Trans>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <>
      {board.board.user === null ? null : (
        <ul className={styles.rows}>
          <AllianceRow alliance={board.board.user} own place={board.board.userRank} />
        </ul>
      )}
      <ol className={styles.rows} data-testid="alliance-board">
        {board.board.top.map((alliance) => (
          <AllianceRow key={alliance.name} alliance={alliance} />
        ))}
      </ol>
      {board.board.top.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No alliance holds this rank yet.</Trans>
        </p>
      ) : null}
    </>
  );
}

function JoinForm() {
  const actor = GuildsContext.useActorRef();
  const joining = GuildsContext.useSelector((snapshot) => snapshot.hasTag('joining'));
  const failed = GuildsContext.useSelector((snapshot) => snapshot.context.joinFailed);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = allianceNameFrom(text);
    setInvalid(name === null);
    if (name !== null) actor.send({ type: 'alliance.join', name });
  };
  return (
    <form className={styles.section} onSubmit={submit} data-testid="alliance-join">
      <label htmlFor="alliance-name" className={styles.cardTitle}>
        <Trans>Join or create an alliance</Trans>
      </label>
      <div className={styles.join}>
        <input
          id="alliance-name"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t`@name or t.me link`}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          data-testid="alliance-input"
        />
        <Button variant="primary" type="submit" disabled={text.trim() === '' || joining} data-testid="alliance-join-button">
          <Trans>Join the alliance</Trans>
        </Button>
      </div>
      {failed || invalid ? (
        <p role="alert" className={styles.error} data-testid="alliance-join-failed">
          <Trans>Failed to join the alliance</Trans>
        </p>
      ) : null}
    </form>
  );
}

function GuildsBody() {
  const view = GuildsContext.useSelector(
    (snapshot) => ({
      step: snapshot.hasTag('failed') ? 'failed' : snapshot.hasTag('ready') ? 'ready' : 'loading',
      variant: snapshot.context.variant,
      index: snapshot.context.index,
      card: snapshot.context.card,
      board: snapshot.context.board,
      boardFailed: snapshot.hasTag('board-failed'),
    }),
    sameData,
  );
  const actor = GuildsContext.useActorRef();
  const { t } = useLingui();
  if (view.step === 'loading') {
    return (
      <div aria-busy="true" data-testid="guilds-loading">
        <Skeleton shape="wide" />
        <span className="visually-hidden">{t`Loading`}</span>
      </div>
    );
  }
  if (view.step === 'failed' || view.card === null) {
    return (
      <div role="alert" data-testid="guilds-failed">
        <p className={styles.error}>
          <Trans>Server error</Trans>
        </p>
        <LinkButton onClick={() => actor.send({ type: 'guilds.retry' })}>
          <Trans>Retry</Trans>
        </LinkButton>
      </div>
    );
  }
  return (
    <>
      <div className={styles.toggle} role="group" aria-label={t`Leaderboard`}>
        <button type="button" aria-pressed={view.variant === 'individual'} onClick={() => actor.send({ type: 'variant.select', variant: 'individual' })} data-testid="variant-individual">
          <Trans>Individual</Trans>
        </button>
        <button type="button" aria-pressed={view.variant === 'alliance'} onClick={() => actor.send({ type: 'variant.select', variant: 'alliance' })} data-testid="variant-alliance">
          <Trans>Alliances</Trans>
        </button>
      </div>
      <RankCarousel index={view.index} onStep={(step) => actor.send({ type: 'rank.step', step })} />
      <RankCardView card={view.card} />
      {view.variant === 'alliance' ? <JoinForm /> : null}
      <section className={styles.section} aria-busy={view.board === null} data-testid="guilds-board">
        {view.boardFailed ? (
          <p role="alert" className={styles.error}>
            <Trans>Server error</Trans>
          </p>
        ) : view.board === null ? (
          <Skeleton />
        ) : (
          <BoardView board={view.board} />
        )}
      </section>
    </>
  );
}

export function GuildsScreen() {
  const ports = usePorts();
  const navigate = useNavigate();
  const [logic] = useState(() => provideGuilds(ports, { openAlliance: (name) => void navigate({ to: alliancePath(name) }) }));
  return (
    <GuildsContext.Provider logic={logic}>
      <div className={styles.screen} data-testid="guilds-screen">
        <GuildsBody />
      </div>
    </GuildsContext.Provider>
  );
}
