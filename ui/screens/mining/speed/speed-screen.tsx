/**
 * /mining/speed, opened by tapping the speed on the mining home (issue 20 "Why is my speed what it
 * is"): the base speed and the boosts in force, one part per source and task (named as the tasks
 * screen names the task) with its count and soonest end in UTC, as every date of the mining area is
 * (PRODUCT.md), from the server (GET /mining/speed); the parts add up to the speed shown.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { provideSpeed } from '../../../../domain/mining/speed/provide';
import { speedMachine } from '../../../../domain/mining/speed/machine';
import { LinkButton } from '../../../components/button';
import { Skeleton } from '../../../components/skeleton';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { createInspectableActorContext } from '../../../machines/actor-context';
import { usePorts } from '../../../ports-context';
import { useSpeedPartName } from './speed-words';
import styles from './speed.module.css';

const SpeedContext = createInspectableActorContext(speedMachine);

function SpeedBody() {
  const actor = SpeedContext.useActorRef();
  const state = SpeedContext.useSelector((snapshot) => (snapshot.hasTag('ready') ? 'ready' : snapshot.hasTag('failed') ? 'failed' : 'loading'));
  const breakdown = SpeedContext.useSelector((snapshot) => snapshot.context.breakdown);
  const partName = useSpeedPartName();
  const { t, i18n } = useLingui();
  if (state === 'loading' || !breakdown) {
    if (state === 'failed') {
      return (
        <div role="alert" data-testid="speed-failed">
          <p className={styles.hint}>
            <Trans>The speed could not be read. Try again.</Trans>
          </p>
          <LinkButton onClick={() => actor.send({ type: 'speed.retry' })}>
            <Trans>Retry</Trans>
          </LinkButton>
        </div>
      );
    }
    return (
      <div aria-busy="true" data-testid="speed-loading">
        <Skeleton shape="wide" />
        <Skeleton />
        <span className="visually-hidden">{t`Loading`}</span>
      </div>
    );
  }
  const total = breakdown.speed;
  // UTC, said in the label, as the task sheets' "Boost until (UTC)" (PRODUCT.md's rule for the mining area).
  const endOf = (iso: string): string => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <>
      <p className={styles.total} data-testid="speed-total">
        {/* An amount never parts from its unit (issue 41: "+0.3" / "SWITCH/h" at 412 px). */}
        <span className={styles.amount}>
          <Trans>{total} SWITCH/h</Trans>
        </span>
      </p>
      <ul className={styles.parts} data-testid="speed-parts">
        {breakdown.parts.map((part, index) => {
          const added = part.speed;
          return (
          <li key={`${part.source}-${String(index)}`} className={styles.part} data-testid={`speed-part-${part.source}`}>
            <SummaryList>
              <SummaryRow label={partName(part)}>
                <span className={styles.amount}>
                  <Trans>+{added} SWITCH/h</Trans>
                </span>
              </SummaryRow>
              <SummaryRow label={part.count > 1 ? <Trans>Soonest ends (UTC)</Trans> : <Trans>Ends (UTC)</Trans>}>{part.dttmEnd === null ? <Trans>Never</Trans> : <time dateTime={part.dttmEnd}>{endOf(part.dttmEnd)}</time>}</SummaryRow>
            </SummaryList>
          </li>
          );
        })}
      </ul>
      <p className={styles.hint}>
        <Trans>Referral and alliance bonuses are added to each claim, not to the speed.</Trans>
      </p>
    </>
  );
}

export function SpeedScreen() {
  const ports = usePorts();
  const [logic] = useState(() => provideSpeed(ports));
  return (
    <SpeedContext.Provider logic={logic}>
      <div className={styles.screen} data-testid="speed-screen">
        <h1 className="screen-title">
          <Trans>Why your speed is what it is</Trans>
        </h1>
        <SpeedBody />
      </div>
    </SpeedContext.Provider>
  );
}
