/**
 * The centre of the mining home: the storage filling to the record's deadline (a ring, live between
 * polls), what is mined in it, the time until it is full, and Claim, which is the screen's one main
 * action whenever there is something to claim (selectors.ts decides `canClaim`).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { MiningReadyView } from '../../../../domain/mining/home/selectors';
import { Button } from '../../../components/button';
import { cx } from '../../../components/class-names';
import { Countdown } from '../../../components/countdown';
import { MiningHomeContext } from '../../../machines/mining-home-context';
import { useMiningFailureText } from './mining-messages';
import notes from './notes.module.css';
import styles from './storage.module.css';
import { Unbroken } from '../../../components/unbroken';

/** Past this many characters the amount takes a smaller size, so it stays inside the ring at 320 px. */
const LONG_AMOUNT = 11;

function StorageRing({ fill, full }: { fill: number; full: boolean }) {
  const { t } = useLingui();
  const percent = Math.floor(fill * 100);
  return (
    <svg
      className={styles.ringArt}
      viewBox="0 0 100 100"
      role="meter"
      aria-label={t`Storage`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t`${percent}% full`}
      data-testid="mining-storage"
    >
      <circle className={styles.track} cx="50" cy="50" r="45" />
      {/* The path counts 100 units round, so the dash is the percentage; none at 0 (a round cap would draw a dot). */}
      {fill > 0 ? (
        <circle
          className={cx(styles.fill, full && styles.fillFull)}
          cx="50"
          cy="50"
          r="45"
          pathLength={100}
          strokeDasharray="100"
          strokeDashoffset={100 - fill * 100}
          data-testid="mining-storage-fill"
        />
      ) : null}
    </svg>
  );
}

function FullIn({ view }: { view: MiningReadyView }) {
  if (view.full) {
    return (
      <p className={cx(styles.fullIn, styles.fullNow)} data-testid="mining-full-in">
        <Trans>Full: claim to keep mining</Trans>
      </p>
    );
  }
  return (
    <p className={styles.fullIn}>
      <Trans>Storage full in</Trans> <Countdown msLeft={view.msUntilFull} testId="mining-full-in" />
    </p>
  );
}

function ClaimBlock({ view }: { view: MiningReadyView }) {
  const actor = MiningHomeContext.useActorRef();
  const failureText = useMiningFailureText();
  const claiming = view.claim === 'claiming';
  // Prominent while it can be pressed (or is being claimed); with nothing mined yet it steps back.
  const prominent = view.canClaim || claiming;
  const claimed = view.claimed;
  return (
    <div className={styles.claim}>
      {view.claim === 'claimed' && claimed !== null ? (
        <p className={notes.positive} role="status" data-testid="claim-done">
          <Trans>Claimed <Unbroken>{claimed} SWITCH</Unbroken></Trans>
        </p>
      ) : null}
      {view.claim === 'claim-failed' ? (
        <p className={notes.error} role="alert" data-testid="claim-failed">
          {failureText(view.claimFailure)}
        </p>
      ) : null}
      <Button
        variant={prominent ? 'main' : 'plain'}
        className={cx(styles.claimButton, !prominent && styles.claimQuiet)}
        onClick={() => actor.send({ type: 'claim.press' })}
        disabled={!view.canClaim}
        aria-busy={claiming}
        data-testid="claim-button"
      >
        {claiming ? <Trans>Claiming…</Trans> : view.claim === 'claim-failed' ? <Trans>Try again</Trans> : <Trans>Claim</Trans>}
      </Button>
    </div>
  );
}

function AutoclaimStatus({ view }: { view: MiningReadyView }) {
  if (view.autoclaimActive) {
    return (
      <p className={notes.note} data-testid="autoclaim-active">
        <Trans>Auto-claim is on: every full storage is claimed for you.</Trans>
      </p>
    );
  }
  if (view.autoclaimPending) {
    return (
      <p className={notes.note} data-testid="autoclaim-pending">
        <Trans>Auto-claim is paid and activates within an hour.</Trans>
      </p>
    );
  }
  return null;
}

export function StorageCard({ view }: { view: MiningReadyView }) {
  return (
    <div className={styles.card}>
      <div className={styles.ring}>
        <StorageRing fill={view.fill} full={view.full} />
        <div className={styles.ringText}>
          <p className={styles.minedLabel}>
            <Trans>Mined so far</Trans>
          </p>
          <p className={cx(styles.minedValue, view.mined.length > LONG_AMOUNT && styles.minedValueLong)}>
            <span data-testid="mining-mined">{view.mined}</span>
          </p>
          <p className={styles.symbol}>SWITCH</p>
        </div>
      </div>
      <FullIn view={view} />
      <ClaimBlock view={view} />
      <AutoclaimStatus view={view} />
    </div>
  );
}
