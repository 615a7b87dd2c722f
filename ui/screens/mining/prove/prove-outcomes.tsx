/**
 * /prove/loader, /prove/failed and /prove/success (seed 001 §2, §4, §8): the 12-segment spinner
 * with the status, the failed verification with try again, and the verified user's +5 %.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SPINNER_SEGMENTS } from '../../../../domain/mining/prove/rules';
import type { ProveView } from '../../../../domain/mining/prove/selectors';
import { buttonClass, MainButton } from '../../../components/button';
import { cx } from '../../../components/class-names';
import { SuccessPanel } from '../../../components/success-panel';
import { PATHS } from '../../../routes/paths';
import { ProveContext } from './prove-context';
import { useProveWords } from './prove-messages';
import styles from './prove.module.css';

const SEGMENTS = Array.from({ length: SPINNER_SEGMENTS }, (_, index) => index);

function Spinner() {
  return (
    <div className={styles.spinner} aria-hidden="true">
      {SEGMENTS.map((index) => (
        <span key={index} className={styles.segment} style={{ transform: `rotate(${index * 30}deg)`, opacity: (index + 1) / SPINNER_SEGMENTS }} />
      ))}
    </div>
  );
}

export function ProveLoader({ view }: { view: ProveView }) {
  const words = useProveWords();
  return (
    <section className={cx(styles.screen, styles.centre)} aria-labelledby="prove-loader-title" aria-busy="true" data-testid="prove-loader">
      <h1 id="prove-loader-title" className={styles.title}>
        <Trans>Checking your payment</Trans>
      </h1>
      <Spinner />
      <p role="status" data-testid="prove-status" data-status={view.status ?? 'none'}>
        {words.status(view.status)}
      </p>
      <p className={styles.text}>
        <Trans>Your code arrives in a few seconds as the comment of a 0 TON transfer in your wallet history.</Trans>
      </p>
    </section>
  );
}

export function ProveFailed() {
  const actor = ProveContext.useActorRef();
  return (
    <section className={cx(styles.screen, styles.centre)} aria-labelledby="prove-failed-title" data-testid="prove-failed">
      <h1 id="prove-failed-title" className={styles.title}>
        <Trans>Verification failed</Trans>
      </h1>
      <p role="alert" className={styles.error}>
        <Trans>Verification transaction failed - check your wallet and try again</Trans>
      </p>
      <MainButton onClick={() => actor.send({ type: 'prove.retry' })} data-testid="prove-try-again">
        <Trans>Try again</Trans>
      </MainButton>
    </section>
  );
}

export function ProveSuccess() {
  const { t } = useLingui();
  return (
    <SuccessPanel titleId="prove-success-title" title={t`You are verified`} amount="+5 %" detail={<Trans>on every claim from now on</Trans>} testId="prove-success">
      <Link to={PATHS.mining} className={buttonClass('main')} data-testid="prove-to-mining">
        <Trans>Back to mining</Trans>
      </Link>
    </SuccessPanel>
  );
}
