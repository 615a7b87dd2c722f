/**
 * /mining/frens (seed 001 §2 "Frens screen"): the bonus from friends, from friends of friends and
 * the total; ordinary and Premium friends counted apart; Invite (the messenger's share) and Copy
 * link; the trade contest with its countdown to the configured end; and the invited friends, 10 a
 * page until the server's last, each with its line of the referral ledger (what their claims and
 * their friends' claims paid). Every figure is the server's.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { friendsListMachine } from '../../../../domain/mining/frens/machine';
import { provideFrens } from '../../../../domain/mining/frens/provide';
import { inviteLink } from '../../../../domain/mining/frens/rules';
import { selectFrensView } from '../../../../domain/mining/frens/selectors';
import type { FriendEntry } from '../../../../domain/mining/frens/types';
import { selectPagedList } from '../../../../domain/shared/paged-list-machine';
import { formatTokenAmount } from '../../../../domain/money/format';
import { Button, LinkButton } from '../../../components/button';
import { Countdown } from '../../../components/countdown';
import { CopyButton } from '../../../components/copy-button';
import { PagedListEnd } from '../../../components/paged-list';
import { Skeleton } from '../../../components/skeleton';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { useAppConfig } from '../../../config-context';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { useRankWords } from './rank-words';
import { FrensContext } from './frens-context';
import { percentText } from './percent-text';
import { switchText } from './switch-text';
import styles from './guilds.module.css';

function LedgerDetails({ entry }: { entry: FriendEntry }) {
  const line = entry.ledger;
  if (line === null) return null;
  const claimCount = line.claims;
  const friendsCount = line.friendsClaims;
  const tenPercent = percentText(10);
  const twoPercent = percentText(2);
  return (
    <details className={styles.details} data-testid="friend-ledger">
      <summary>
        <Trans>Where the bonus comes from</Trans>
      </summary>
      <SummaryList look="plain">
        <SummaryRow label={<Trans>For joining</Trans>} testId="ledger-join">
          {switchText(formatTokenAmount(line.joinBonus))}
        </SummaryRow>
        <SummaryRow
          label={
            <Trans>
              {tenPercent} of <Plural value={claimCount} one="# claim" other="# claims" />
            </Trans>
          }
          testId="ledger-claims"
        >
          {switchText(formatTokenAmount(line.claimsShare))}
        </SummaryRow>
        <SummaryRow
          label={
            <Trans>
              {twoPercent} of <Plural value={friendsCount} one="# claim of their friends" other="# claims of their friends" />
            </Trans>
          }
          testId="ledger-friends"
        >
          {switchText(formatTokenAmount(line.friendsShare))}
        </SummaryRow>
      </SummaryList>
    </details>
  );
}

function FriendsList({ list }: { list: ActorRefFrom<typeof friendsListMachine> }) {
  const view = useSelector(list, selectPagedList, sameData);
  const rankName = useRankWords();
  if (view.items.length === 0 && view.loading) return <Skeleton />;
  if (view.items.length === 0 && view.done) {
    return (
      <p className={styles.muted} data-testid="friends-empty">
        <Trans>No friends yet. Invite one: you both get a bonus.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className={styles.rows} data-testid="friends-list">
        {view.items.map((entry) => {
          const mined = switchText(formatTokenAmount(entry.friend.gotAmount));
          const bonus = switchText(formatTokenAmount(entry.friend.bonus));
          return (
            <li key={entry.key} className={styles.row} data-testid="friend">
              <div className={styles.rowHead}>
                <span className={styles.name} data-testid="friend-name">
                  {entry.friend.firstName}
                </span>
                <span className={styles.muted}>{rankName(entry.friend.guild)}</span>
              </div>
              <div className={styles.rowHead}>
                <span>
                  <Trans>Mined {mined}</Trans>
                </span>
                <span className={styles.bonus} data-testid="friend-bonus">
                  +{bonus}
                </span>
              </div>
              <LedgerDetails entry={entry} />
            </li>
          );
        })}
      </ul>
      {view.failed ? (
        <p role="alert" className={styles.error}>
          <Trans>Server error</Trans>
        </p>
      ) : null}
      <PagedListEnd
        canLoadMore={!view.done && !view.loading}
        failed={view.failed}
        onLoadMore={() => list.send({ type: 'list.loadMore' })}
        label={<Trans>Show more friends</Trans>}
        testId="friends-more"
      />
    </>
  );
}

function ContestCard({ msLeft, prizeUsdt, prizeSwitch }: { msLeft: number; prizeUsdt: string; prizeSwitch: string }) {
  // Grouped by a narrow no-break space: "1 100 000" never breaks inside.
  const usdt = `${formatTokenAmount(prizeUsdt, 0)}\u00a0USDT`;
  const switchPrize = switchText(formatTokenAmount(prizeSwitch, 0));
  return (
    <section className={styles.card} aria-labelledby="contest-title" data-testid="contest">
      <h2 id="contest-title" className={styles.cardTitle}>
        <Trans>Trade contest</Trans>
      </h2>
      <p className={styles.prize} data-testid="contest-prize">
        <Trans>
          Prize: {usdt} and {switchPrize}
        </Trans>
      </p>
      {msLeft > 0 ? (
        <p className={styles.rowHead}>
          <Trans>Ends in</Trans> <Countdown msLeft={msLeft} testId="contest-countdown" />
        </p>
      ) : (
        <p className={styles.muted} data-testid="contest-ended">
          <Trans>The contest has ended</Trans>
        </p>
      )}
    </section>
  );
}

function FrensBody() {
  const view = FrensContext.useSelector(selectFrensView, sameData);
  const actor = FrensContext.useActorRef();
  const list = FrensContext.useSelector((snapshot) => snapshot.children.friends as ActorRefFrom<typeof friendsListMachine> | undefined);
  const { botUrl } = useAppConfig();
  const { t } = useLingui();
  if (view.step === 'loading') {
    return (
      <div aria-busy="true" data-testid="frens-loading">
        <Skeleton shape="wide" />
        <span className="visually-hidden">{t`Loading`}</span>
      </div>
    );
  }
  if (view.step === 'failed' || view.stats === null || view.config === null) {
    return (
      <div role="alert" data-testid="frens-failed">
        <p className={styles.error}>
          <Trans>Server error</Trans>
        </p>
        <LinkButton onClick={() => actor.send({ type: 'frens.retry' })}>
          <Trans>Retry</Trans>
        </LinkButton>
      </div>
    );
  }
  const { stats, config } = view;
  const link = inviteLink(botUrl, config.referralCode);
  const tenPercent = percentText(10);
  const twoPercent = percentText(2);
  const joinBonus = switchText('30');
  return (
    <>
      <SummaryList testId="frens-stats">
        <SummaryRow label={<Trans>Bonus from frens</Trans>} testId="frens-bonus">
          {switchText(formatTokenAmount(stats.friends_bonus))}
        </SummaryRow>
        <SummaryRow label={<Trans>Bonus from frens of frens</Trans>} testId="frens2-bonus">
          {switchText(formatTokenAmount(stats.friends_2_bonus))}
        </SummaryRow>
        <SummaryRow label={<Trans>Total</Trans>} testId="frens-total">
          {switchText(formatTokenAmount(view.total ?? '0'))}
        </SummaryRow>
        <SummaryRow label={<Trans>Friends</Trans>} testId="frens-ordinary">
          {stats.ordinary_friends}
        </SummaryRow>
        <SummaryRow label={<Trans>Premium friends</Trans>} testId="frens-premium">
          {stats.premium_friends}
        </SummaryRow>
      </SummaryList>
      <p className={styles.muted}>
        <Trans>
          You and each friend get {joinBonus} (60 with Premium), then {tenPercent} of their claims and {twoPercent} of their friends’ claims.
        </Trans>
      </p>
      {link === null ? null : (
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => actor.send({ type: 'frens.invite', link, text: t`Mine SWITCH with me in the wallet` })} data-testid="frens-invite">
            <Trans>Invite a friend</Trans>
          </Button>
          <CopyButton text={link} variant="wide" wording={{ action: <Trans>Copy link</Trans>, copied: <Trans>Link copied</Trans> }} />
        </div>
      )}
      {view.contestLeftMs === null ? null : <ContestCard msLeft={view.contestLeftMs} prizeUsdt={config.contest.prizeUsdt} prizeSwitch={config.contest.prizeSwitch} />}
      <section aria-labelledby="friends-title" className={styles.section}>
        <h2 id="friends-title" className={styles.cardTitle}>
          <Trans>Your friends</Trans>
        </h2>
        {list ? <FriendsList list={list} /> : null}
      </section>
    </>
  );
}

export function FrensScreen() {
  const ports = usePorts();
  const [logic] = useState(() => provideFrens(ports));
  return (
    <FrensContext.Provider logic={logic}>
      <div className={styles.screen} data-testid="frens-screen">
        <FrensBody />
      </div>
    </FrensContext.Provider>
  );
}
