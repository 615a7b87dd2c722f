/**
 * A timed task's boost timer (seed 001 §4 "Boost timers"): a progress bar of the time run, and the
 * 'confirming' countdown until the server can confirm the task.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Countdown } from '../../../components/countdown';
import styles from './tasks.module.css';

export function BoostTimerProgress({ leftMs, progress }: { leftMs: number; progress: number }) {
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
    </div>
  );
}
