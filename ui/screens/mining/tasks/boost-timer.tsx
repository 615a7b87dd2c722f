/**
 * A timed task's boost timer (seed 001 §4 "Boost timers"): a progress bar of the time run, the
 * 'confirming' countdown until the server can confirm the task, and Speed up, offered once while it
 * runs (seed 001 §9: a random reduction of 1 to 10 s applies when requested; the server draws it).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/button';
import { Countdown } from '../../../components/countdown';
import styles from './tasks.module.css';

export function BoostTimerProgress({ leftMs, progress, canSpeedUp, onSpeedUp }: { leftMs: number; progress: number; canSpeedUp: boolean; onSpeedUp: () => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.timer} data-testid="task-timer" data-left={leftMs > 0 ? 'running' : 'done'}>
      <progress className={styles.progress} max={100} value={Math.round(progress * 100)} aria-label={t`Timer`} />
      {leftMs > 0 ? (
        <p className={styles.muted} role="status">
          <Trans>
            Confirming… <Countdown msLeft={leftMs} testId="task-timer-left" />
          </Trans>
        </p>
      ) : (
        <p className={styles.muted} role="status">
          <Trans>The timer has run out: check the task.</Trans>
        </p>
      )}
      {canSpeedUp ? (
        <Button onClick={onSpeedUp} data-testid="task-timer-speed-up">
          <Trans>Speed up (1 to 10 s, once)</Trans>
        </Button>
      ) : null}
    </div>
  );
}
