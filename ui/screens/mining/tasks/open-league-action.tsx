/**
 * The open-league task's flow in its sheet (seed 001 §4 "Open-league task. Badge, then trade, then
 * done."; §2 the intro's "get a DeFi badge" and "open trading"; domain/mining/tasks/open-league):
 * the steps with the current one marked, Get the DeFi badge (the server records it), then Open
 * trading (the wallet's swap screen) and Check (the server looks for a TON swap above $10 after
 * the badge). The step it opens at is the server's (the task's doneAmount).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { OpenLeagueFailure } from '../../../../domain/mining/tasks/open-league/failure';
import { provideOpenLeague } from '../../../../domain/mining/tasks/open-league/provide';
import { selectOpenLeagueView } from '../../../../domain/mining/tasks/open-league/selectors';
import type { Task } from '../../../../domain/mining/tasks/types';
import { buttonClass, MainButton } from '../../../components/button';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { PATHS } from '../../../routes/paths';
import { useTaskWords } from './task-messages';
import { TasksContext } from './tasks-context';
import { BoostVerified, CheckButton, StepFailure, Steps } from './task-steps';
import styles from './wallet-tasks.module.css';

function useFailureText(): (failure: OpenLeagueFailure) => string {
  const { t } = useLingui();
  const words = useTaskWords();
  return (failure) => {
    switch (failure.type) {
      case 'league-ended':
        return t`The Open League has ended: the badge can no longer be taken.`;
      case 'no-league-badge':
        return t`Get the DeFi badge first.`;
      case 'no-league-trade':
        return t`No TON swap above $10 since you got the badge yet.`;
      case 'outside-messenger':
      case 'server':
        return words.failure(failure);
    }
  };
}

export function OpenLeagueAction({ task }: { task: Task }) {
  const { openLeagueApi } = usePorts();
  const tasks = TasksContext.useActorRef();
  // Each answer of the server is the task anew: the list is read again, so the card shows its progress.
  const [machine] = useState(() => provideOpenLeague(openLeagueApi, () => tasks.send({ type: 'tasks.check' })));
  const actor = useActorRef(machine, { input: { doneAmount: task.doneAmount } });
  const view = useSelector(actor, selectOpenLeagueView, sameData);
  const failureText = useFailureText();
  return (
    <div className={styles.actions} data-testid="open-league" data-step={view.step}>
      <Steps
        current={view.step}
        steps={[
          { step: 'badge', label: <Trans>Get the DeFi badge</Trans> },
          { step: 'trade', label: <Trans>Make a TON swap above $10</Trans> },
          { step: 'done', label: <Trans>Get the boost</Trans> },
        ]}
      />
      <StepFailure failure={view.failure} text={failureText} testId="open-league-failure" />
      {view.step === 'badge' ? (
        <MainButton onClick={() => actor.send({ type: 'league.badge' })} disabled={view.busy} aria-busy={view.busy} data-testid="open-league-badge">
          {view.busy ? <Trans>Getting the badge…</Trans> : <Trans>Get the DeFi badge</Trans>}
        </MainButton>
      ) : null}
      {view.step === 'trade' ? (
        <>
          <Link to={PATHS.swap} className={buttonClass('main')} data-testid="open-league-trade">
            <Trans>Open trading</Trans>
          </Link>
          <CheckButton busy={view.busy} onClick={() => actor.send({ type: 'league.check' })} testId="open-league-check" main={false} />
        </>
      ) : null}
      {view.step === 'done' ? <BoostVerified testId="open-league-done" /> : null}
    </div>
  );
}
