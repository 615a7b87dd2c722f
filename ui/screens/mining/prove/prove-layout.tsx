/**
 * /prove and its four screens (seed 001 §2 "Proof of humanity screens", §4 "Proof status"): one
 * proof machine for all five, whose step decides the screen; the address follows the step (a
 * replace, so back leaves the proof), and a user the rules send away goes to /mining.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter, type LinkProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { provideProve } from '../../../../domain/mining/prove/provide';
import { selectProveView, type ProveStep } from '../../../../domain/mining/prove/selectors';
import { LinkButton } from '../../../components/button';
import { Skeleton } from '../../../components/skeleton';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { PATHS } from '../../../routes/paths';
import { ProveCode } from './prove-code';
import { ProveContext } from './prove-context';
import { ProveIntro } from './prove-intro';
import { useProveWords } from './prove-messages';
import { ProveFailed, ProveLoader, ProveSuccess } from './prove-outcomes';
import styles from './prove.module.css';
import { FEATURE_PATHS } from '../../../routes/feature-paths';

/** The address of each step; loading steps stay where they are. */
const STEP_PATHS: Partial<Record<ProveStep, string>> = {
  intro: FEATURE_PATHS.prove,
  loader: FEATURE_PATHS.proveLoader,
  code: FEATURE_PATHS.proveCode,
  failed: FEATURE_PATHS.proveFailed,
  success: FEATURE_PATHS.proveSuccess,
  away: PATHS.mining,
};

/**
 * Puts the address on the step's screen when the step changes (or on arrival). Only a change of
 * step moves it: leaving /prove (a link to the wallet history) is the user's, never undone here.
 */
function FollowStep({ step }: { step: ProveStep }) {
  const router = useRouter();
  const target = STEP_PATHS[step];
  useEffect(() => {
    const pathname = router.state.location.pathname.replace(/\/$/, '');
    const onProve = pathname === FEATURE_PATHS.prove || pathname.startsWith(`${FEATURE_PATHS.prove}/`);
    // The proof's routes are mounted after the first screen and not in the router's type (mining-tiles.tsx does the same).
    if (target !== undefined && onProve && pathname !== target) void router.navigate({ to: target as string as LinkProps['to'], replace: true });
  }, [router, target]);
  return null;
}

function ProveStepScreen() {
  const view = ProveContext.useSelector(selectProveView, sameData);
  const actor = ProveContext.useActorRef();
  const words = useProveWords();
  const { t } = useLingui();
  return (
    <>
      <FollowStep step={view.step} />
      {view.step === 'intro' ? <ProveIntro view={view} /> : null}
      {view.step === 'loader' ? <ProveLoader view={view} /> : null}
      {view.step === 'code' ? <ProveCode view={view} /> : null}
      {view.step === 'failed' ? <ProveFailed /> : null}
      {view.step === 'success' ? <ProveSuccess /> : null}
      {view.step === 'loading' || view.step === 'away' ? (
        <div aria-busy="true" data-testid="prove-loading">
          <Skeleton shape="wide" />
          <Skeleton />
          <span className="visually-hidden">{t`Loading`}</span>
        </div>
      ) : null}
      {view.step === 'load-failed' ? (
        <div role="alert" data-testid="prove-load-failed">
          <p className={styles.error}>{view.failure ? words.failure(view.failure) : null}</p>
          <LinkButton onClick={() => actor.send({ type: 'prove.retry' })}>
            <Trans>Retry</Trans>
          </LinkButton>
        </div>
      ) : null}
    </>
  );
}

export function ProveLayout() {
  const ports = usePorts();
  const [logic] = useState(() => provideProve(ports));
  return (
    <ProveContext.Provider logic={logic}>
      <div className={styles.screen} data-testid="prove-screen">
        <ProveStepScreen />
      </div>
    </ProveContext.Provider>
  );
}
