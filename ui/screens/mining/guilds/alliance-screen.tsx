/**
 * /mining/guilds/alliance/{name} (seed 001 §2 "Alliance detail"): picture (or one of 7 avatars by
 * the name's hash), title, place, rank, total mined, participants, open chat (its t.me link through
 * the link rules), copy invite link (the bot's link with the start parameter alliance-<name>), join
 * or leave, and its leaderboard. A name that is not an alliance name is not found without asking
 * the server; a name is only ever rendered as text and put in a link after that check.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, type LinkProps } from '@tanstack/react-router';
import { useState } from 'react';
import { isAllianceName } from '../../../../domain/launch/start-param';
import { classifyLink } from '../../../../domain/links/classify-link';
import { startAppLink } from '../../../../domain/mining/frens/rules';
import { provideAlliance } from '../../../../domain/mining/guilds/provide';
import { allianceChatLink, allianceStartParam } from '../../../../domain/mining/guilds/rules';
import type { Alliance } from '../../../../domain/mining/guilds/types';
import { formatTokenAmount } from '../../../../domain/money/format';
import { useDestructiveConfirm } from '../../../components/bottom-sheet';
import { Button, buttonClass, LinkButton } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { Skeleton } from '../../../components/skeleton';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { useAppConfig } from '../../../config-context';
import { usePorts } from '../../../ports-context';
import { PATHS } from '../../../routes/paths';
import { AllianceAvatar } from './alliance-avatar';
import { AllianceContext } from './guilds-context';
import styles from './guilds.module.css';
import { LeaderList } from './leader-list';
import { switchText } from './switch-text';
import { cx } from '../../../components/class-names';
import { useRankWords } from './rank-words';
import { FEATURE_PATHS } from '../../../routes/feature-paths';

function NotFound() {
  return (
    <div className={styles.section} role="status" data-testid="alliance-not-found">
      <p className={styles.prize}>
        <Trans>There is no alliance with this name.</Trans>
      </p>
      <Link to={FEATURE_PATHS.miningGuilds} className={buttonClass('plain')}>
        <Trans>To the guilds</Trans>
      </Link>
    </div>
  );
}

function AllianceBody({ alliance }: { alliance: Alliance }) {
  const actor = AllianceContext.useActorRef();
  const saving = AllianceContext.useSelector((snapshot) => snapshot.hasTag('saving'));
  const saveFailed = AllianceContext.useSelector((snapshot) => snapshot.context.saveFailed);
  const { messenger } = usePorts();
  const { botUrl } = useAppConfig();
  const rankName = useRankWords();
  const { t } = useLingui();
  const confirmation = useDestructiveConfirm();
  const leave = async () => {
    const name = alliance.name;
    const confirmed = await confirmation.ask({
      title: t`Leave the alliance?`,
      message: t`You leave ${name}. You can join an alliance again later.`,
      confirm: t`Leave`,
      cancel: t`Stay`,
    });
    if (confirmed) actor.send({ type: 'alliance.leave' });
  };
  const total = switchText(formatTokenAmount(alliance.totalMined, 2));
  const param = allianceStartParam(alliance.name);
  const invite = param === null ? null : startAppLink(botUrl, param);
  const chat = allianceChatLink(alliance.name);
  const chatTarget = chat === null ? null : classifyLink(chat);
  const place = alliance.userRank;
  return (
    <>
      <div className={styles.allianceHead}>
        <AllianceAvatar name={alliance.name} userpicURL={alliance.userpicURL} />
        <div className={styles.rowText}>
          <h2 className={styles.allianceTitle} data-testid="alliance-title">
            {alliance.title}
          </h2>
          <p className={cx(styles.muted, styles.handle)}>@{alliance.name}</p>
        </div>
      </div>
      <SummaryList testId="alliance-summary">
        <SummaryRow label={<Trans>Place</Trans>} testId="alliance-place">
          {alliance.allianceRank === null ? '—' : `#${String(alliance.allianceRank)}`}
        </SummaryRow>
        <SummaryRow label={<Trans>Rank</Trans>} testId="alliance-rank">
          {rankName(alliance.guild)}
        </SummaryRow>
        <SummaryRow label={<Trans>Total mined</Trans>} testId="alliance-total">
          {total}
        </SummaryRow>
        <SummaryRow label={<Trans>Participants</Trans>} testId="alliance-users">
          {alliance.users}
        </SummaryRow>
      </SummaryList>
      {alliance.stakingRequired ? (
        <div className={styles.card} role="status" data-testid="alliance-staking-required">
          <p className={styles.prize}>
            <Trans>Stake SWITCH before joining an alliance.</Trans>
          </p>
          <Link to={PATHS.miningStaking as string as LinkProps['to']} className={buttonClass('primary')} data-testid="alliance-to-staking">
            <Trans>Go to staking</Trans>
          </Link>
        </div>
      ) : (
        <div className={styles.actions}>
          {alliance.member ? (
            <Button onClick={() => void leave()} disabled={saving} data-testid="alliance-leave">
              <Trans>Leave the alliance</Trans>
            </Button>
          ) : (
            <Button variant="primary" onClick={() => actor.send({ type: 'alliance.join' })} disabled={saving} data-testid="alliance-join-here">
              <Trans>Join the alliance</Trans>
            </Button>
          )}
        </div>
      )}
      {saveFailed ? (
        <p role="alert" className={styles.error} data-testid="alliance-save-failed">
          <Trans>Failed to join the alliance</Trans>
        </p>
      ) : null}
      <div className={styles.actions}>
        {chatTarget?.kind === 'telegram' ? (
          <Button onClick={() => messenger.openTelegramLink(chatTarget.url)} data-testid="alliance-chat">
            <Trans>Open the chat</Trans>
          </Button>
        ) : null}
        {invite === null ? null : <CopyButton text={invite} variant="wide" wording={{ action: <Trans>Copy invite link</Trans>, copied: <Trans>Link copied</Trans> }} />}
      </div>
      <section className={styles.section} aria-labelledby="alliance-top">
        <h2 id="alliance-top" className={styles.cardTitle}>
          <Trans>Leaderboard</Trans>
        </h2>
        {place === null ? null : (
          <p className={styles.prize} data-testid="alliance-user-place">
            <Trans>Your place: {place}</Trans>
          </p>
        )}
        <LeaderList leaders={alliance.top} testId="alliance-members" itemTestId="alliance-member" />
      </section>
      {confirmation.dialog}
    </>
  );
}

function AllianceView() {
  const step = AllianceContext.useSelector((snapshot) =>
    snapshot.hasTag('not-found') ? 'not-found' : snapshot.hasTag('failed') ? 'failed' : snapshot.hasTag('ready') ? 'ready' : 'loading',
  );
  const alliance = AllianceContext.useSelector((snapshot) => snapshot.context.alliance);
  const actor = AllianceContext.useActorRef();
  if (step === 'not-found') return <NotFound />;
  if (step === 'failed') {
    return (
      <div role="alert">
        <p className={styles.error}>
          <Trans>Server error</Trans>
        </p>
        <LinkButton onClick={() => actor.send({ type: 'alliance.retry' })}>
          <Trans>Retry</Trans>
        </LinkButton>
      </div>
    );
  }
  if (alliance === null) return <Skeleton shape="wide" />;
  return <AllianceBody alliance={alliance} />;
}

function KnownAlliance({ name }: { name: string }) {
  const ports = usePorts();
  const [logic] = useState(() => provideAlliance(ports));
  return (
    <AllianceContext.Provider logic={logic} options={{ input: { name } }}>
      <AllianceView />
    </AllianceContext.Provider>
  );
}

export function AllianceScreen() {
  const params = useParams({ strict: false });
  const raw = (params as { name?: unknown }).name;
  const name = typeof raw === 'string' && isAllianceName(raw) ? raw.toLowerCase() : null;
  return (
    <div className={styles.screen} data-testid="alliance-screen">
      {name === null ? <NotFound /> : <KnownAlliance key={name} name={name} />}
    </div>
  );
}
