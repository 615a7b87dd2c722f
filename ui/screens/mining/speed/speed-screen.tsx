/**
 * /mining/speed, opened by tapping the speed on the mining home (issue 20 "Why is my speed what it
 * is"): the base speed and every boost in force, each named by its source with its end in the
 * user's local time, from the server (GET /mining/speed); the parts add up to the speed shown.
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
  const endOf = (iso: string): string => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <>
      <p className={styles.total} data-testid="speed-total">
        <Trans>{total} SWITCH/h</Trans>
      </p>
      <ul className={styles.parts} data-testid="speed-parts">
        {breakdown.parts.map((part, index) => {
          const added = part.speed;
          return (
          <li key={`${part.source}-${String(index)}`} className={styles.part} data-testid={`speed-part-${part.source}`}>
            <SummaryList>
              <SummaryRow label={partName(part)}>
                <Trans>+{added} SWITCH/h</Trans>
              </SummaryRow>
              <SummaryRow label={<Trans>Ends</Trans>}>{part.dttmEnd === null ? <Trans>Never</Trans> : <time dateTime={part.dttmEnd}>{endOf(part.dttmEnd)}</time>}</SummaryRow>
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
