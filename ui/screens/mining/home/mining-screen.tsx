/**
 * /mining, the mining home (seed 001 §2, §4): mined so far (live), speed, the time until the
 * storage is full, the claim button and its states, the guild rank, the daily-boost notice, burn
 * and the autoclaim entry. Entries to tasks, frens, guilds, staking, auction, donate and proof
 * join when their screens exist (no placeholders meanwhile).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MiningView } from '../../../../domain/mining/home/selectors';
import { Button, LinkButton, MainButton } from '../../../components/button';
import { Countdown } from '../../../components/countdown';
import { Skeleton } from '../../../components/skeleton';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { MiningHomeContext, MiningHomeProvider, useMiningView } from '../../../machines/mining-home-context';
import { useTotalView } from '../../../machines/wallet-home-context';
import { BurnSheet } from './burn-sheet';
import { AutoclaimSheet } from './autoclaim-sheet';
import { useGuildRankName, useMiningFailureText } from './mining-messages';
import styles from './mining.module.css';

type Ready = Extract<MiningView, { status: 'ready' }>;

function ClaimBlock({ view }: { view: Ready }) {
  const actor = MiningHomeContext.useActorRef();
  const failureText = useMiningFailureText();
  const press = () => actor.send({ type: 'claim.press' });
  const claimed = view.claimed;
  return (
    <div className={styles.claim}>
      {view.claim === 'done' && claimed !== null ? (
        <p className={styles.claimDone} role="status" data-testid="claim-done">
          <Trans>Claimed {claimed} SWITCH</Trans>
        </p>
      ) : null}
      {view.claim === 'failed' ? (
        <p className={styles.error} role="alert" data-testid="claim-failed">
          {failureText(view.claimFailure)}
        </p>
      ) : null}
      <MainButton onClick={press} disabled={view.claim === 'claiming'} aria-busy={view.claim === 'claiming'} data-testid="claim-button">
        {view.claim === 'claiming' ? <Trans>Claiming…</Trans> : view.claim === 'failed' ? <Trans>Try again</Trans> : <Trans>Claim</Trans>}
      </MainButton>
    </div>
  );
}

function Autoclaim({ view }: { view: Ready }) {
  const actor = MiningHomeContext.useActorRef();
  const [open, setOpen] = useState(false);
  if (view.autoclaimActive) {
    return (
      <p className={styles.note} data-testid="autoclaim-active">
        <Trans>Auto-claim is on: every full storage is claimed for you.</Trans>
      </p>
    );
  }
  if (view.autoclaimPending) {
    return (
      <p className={styles.note} data-testid="autoclaim-pending">
        <Trans>Auto-claim is paid and activates within an hour.</Trans>
      </p>
    );
  }
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="open-autoclaim">
        <Trans>Auto-claim</Trans>
      </Button>
      {open ? (
        <AutoclaimSheet
          onClose={() => setOpen(false)}
          onActivated={() => {
            setOpen(false);
            // The record says at once that auto-claim is paid and waiting.
            actor.send({ type: 'mining.refresh' });
          }}
        />
      ) : null}
    </>
  );
}

function MiningReady({ view }: { view: Ready }) {
  const rankName = useGuildRankName();
  const [burning, setBurning] = useState(false);
  const speed = view.speed;
  return (
    <>
      <div className={styles.mined}>
        <p className={styles.minedLabel} id="mined-label">
          <Trans>Mined so far</Trans>
        </p>
        <p className={styles.minedValue} aria-labelledby="mined-label">
          <span data-testid="mining-mined">{view.mined}</span> <span className={styles.symbol}>SWITCH</span>
        </p>
      </div>
      <SummaryList testId="mining-summary">
        <SummaryRow label={<Trans>Speed</Trans>} testId="mining-speed">
          <Trans>{speed} SWITCH/h</Trans>
        </SummaryRow>
        <SummaryRow label={view.msUntilFull > 0 ? <Trans>Storage full in</Trans> : <Trans>Storage</Trans>} testId="mining-full-in">
          {view.msUntilFull > 0 ? <Countdown msLeft={view.msUntilFull} /> : <Trans>Full: claim to keep mining</Trans>}
        </SummaryRow>
        <SummaryRow label={<Trans>Balance</Trans>} testId="mining-got">
          {view.got} SWITCH
        </SummaryRow>
        <SummaryRow label={<Trans>Guild</Trans>} testId="mining-guild">
          {rankName(view.guild)}
        </SummaryRow>
      </SummaryList>
      <ClaimBlock view={view} />
      <div className={styles.actions}>
        <Button onClick={() => setBurning(true)} data-testid="open-burn">
          <Trans>Burn PUNK</Trans>
        </Button>
        <Autoclaim view={view} />
      </div>
      {burning ? <BurnSheet onClose={() => setBurning(false)} /> : null}
    </>
  );
}

function DailyBoostNotice() {
  const { isNotifyForBoost } = useTotalView();
  if (!isNotifyForBoost) return null;
  return (
    <p className={styles.boost} role="status" data-testid="daily-boost">
      <Trans>Your daily boost is ready to claim.</Trans>
    </p>
  );
}

function MiningBody() {
  const view = useMiningView();
  const actor = MiningHomeContext.useActorRef();
  const failureText = useMiningFailureText();
  const { t } = useLingui();
  if (view.status === 'loading') {
    return (
      <div className={styles.loading} aria-busy="true" data-testid="mining-loading">
        <Skeleton shape="wide" />
        <Skeleton />
        <Skeleton />
        <span className="visually-hidden">{t`Loading`}</span>
      </div>
    );
  }
  if (view.status === 'failed') {
    return (
      <div className={styles.failed} role="alert" data-testid="mining-failed">
        <p className={styles.error}>{failureText(view.failure)}</p>
        <LinkButton onClick={() => actor.send({ type: 'mining.retry' })}>
          <Trans>Retry</Trans>
        </LinkButton>
      </div>
    );
  }
  return <MiningReady view={view} />;
}

export function MiningScreen() {
  return (
    <MiningHomeProvider>
      <section className={styles.mining} aria-labelledby="mining-title">
        <h2 id="mining-title" className="screen-title">
          <Trans>Mining</Trans>
        </h2>
        <DailyBoostNotice />
        <MiningBody />
      </section>
    </MiningHomeProvider>
  );
}
